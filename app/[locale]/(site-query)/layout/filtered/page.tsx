import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { LayoutPlans } from "@/components/site/layout/layout-plans";
import { SiteFrame } from "@/components/site/site-frame";
import { unitTypeCodes } from "@/content/units/codes";
import { parseFilters } from "@/lib/layout/filters";
import { layoutPlansMetadata } from "@/server/seo/layout-metadata";
import { toSearch, type PageQuery } from "@/lib/search-string";

interface PageProps {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<PageQuery>;
}

// The same page as /layout: its canonical address is the unfiltered list.
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return layoutPlansMetadata((await params).locale);
}

/**
 * /layout?category=D&bedrooms=3 rendered on the server (proxy.ts rewrites filtered URLs here), so
 * the filter form works without scripts and a shared filtered link shows its list at once. Its
 * frame's language links keep the filters.
 */
export default async function FilteredLayoutPlansPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const search = toSearch(await searchParams);
  return (
    <SiteFrame search={search}>
      <LayoutPlans locale={locale} filters={parseFilters(search, unitTypeCodes)} />
    </SiteFrame>
  );
}
