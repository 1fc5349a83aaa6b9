import type { Locale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { SiteFrame } from "@/components/site/site-frame";

interface SiteLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/**
 * The frame of the prerendered public pages. A page rendered for its query string lives in
 * (site-query) instead and draws the same frame itself, since only a page sees the query.
 */
export default async function SiteLayout({ children, params }: SiteLayoutProps) {
  // Layouts render apart from their pages: each sets the locale, or next-intl would read headers
  // and turn every page dynamic.
  setRequestLocale((await params).locale as Locale);
  return <SiteFrame>{children}</SiteFrame>;
}
