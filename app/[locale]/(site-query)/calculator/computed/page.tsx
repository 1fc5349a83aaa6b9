import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { CalculatorPage } from "@/components/site/calculator/calculator-page";
import { SiteFrame } from "@/components/site/site-frame";
import { calculatorQuery } from "@/lib/calculator/rewrite";
import { toSearch, type PageQuery } from "@/lib/search-string";
import { calculatorMetadata } from "@/server/seo/calculator-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<PageQuery>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return calculatorMetadata((await params).locale);
}

/**
 * /calculator?price=598000&down=10… computed on the server (proxy.ts rewrites it here), so the form
 * works without scripts and a shared link opens on its figures. Its frame's language links keep
 * the figures. No database: cheap per request.
 */
export default async function ComputedCalculatorRoute({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <SiteFrame search={toSearch(query)}>
      <CalculatorPage locale={locale} initial={calculatorQuery(query)} />
    </SiteFrame>
  );
}
