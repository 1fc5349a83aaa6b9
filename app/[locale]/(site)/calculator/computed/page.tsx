import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { CalculatorPage } from "@/components/site/calculator/calculator-page";
import { calculatorQuery } from "@/lib/calculator/rewrite";
import { calculatorMetadata } from "../metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return calculatorMetadata((await params).locale);
}

/**
 * /calculator?price=598000&down=10… computed on the server (proxy.ts rewrites it here), so the form
 * works without scripts and a shared link opens on its figures. No database: cheap per request.
 */
export default async function ComputedCalculatorRoute({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CalculatorPage locale={locale} initial={calculatorQuery(await searchParams)} />;
}
