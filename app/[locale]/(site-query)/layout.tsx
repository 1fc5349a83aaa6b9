import type { Locale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";

interface SiteQueryLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/**
 * Pages rendered per request for their query string (proxy.ts rewrites their public address
 * here). A layout never sees the query, so each page draws the site's frame itself
 * (components/site/site-frame.tsx) and hands it the query: the header's language links then
 * keep it, also without scripts, while the prerendered pages in (site) stay static.
 */
export default async function SiteQueryLayout({ children, params }: SiteQueryLayoutProps) {
  setRequestLocale((await params).locale as Locale);
  return children;
}
