import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { LayoutPlans } from "@/components/site/layout/layout-plans";
import { unitTypeCodes } from "@/content/units/codes";
import { parseFilters } from "@/lib/layout/filters";
import { layoutPlansMetadata } from "@/server/seo/layout-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The query as a search string; repeated keys keep their first value, as the browser's reading does. */
function toSearch(query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return params.toString();
}

// The same page as /layout: its canonical address is the unfiltered list.
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return layoutPlansMetadata((await params).locale);
}

/**
 * /layout?category=D&bedrooms=3 rendered on the server (proxy.ts rewrites filtered URLs here), so
 * the filter form works without scripts and a shared filtered link shows its list at once.
 */
export default async function FilteredLayoutPlansPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const filters = parseFilters(toSearch(await searchParams), unitTypeCodes);
  return <LayoutPlans locale={locale} filters={filters} />;
}
