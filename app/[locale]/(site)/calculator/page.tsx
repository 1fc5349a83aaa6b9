import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { CalculatorPage } from "@/components/site/calculator/calculator-page";
import { calculatorMetadata } from "@/server/seo/calculator-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return calculatorMetadata((await params).locale);
}

// Prerendered with the defaults; a URL with a query is rewritten to ./computed by proxy.ts.
export default async function CalculatorRoute({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CalculatorPage locale={locale} />;
}
