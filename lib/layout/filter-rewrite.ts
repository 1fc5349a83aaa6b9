import { routing } from "@/i18n/routing";

const layoutPath = /^(?:\/(zh|ms|en))?\/layout\/?$/;
const filteredPath = /^(?:\/(zh|ms|en))?\/layout\/filtered\/?$/;
const filterParams = ["category", "size", "bedrooms"];

/**
 * /layout is prerendered and filters in the browser. A filter sent without scripts (the form's GET)
 * or a shared filtered link is answered by the same page rendered for its query, at the same URL:
 * the internal route it is rewritten to, or null when no filter is set.
 */
export function filteredLayoutRewrite(url: URL): string | null {
  const match = layoutPath.exec(url.pathname);
  if (!match || !filterParams.some((name) => url.searchParams.get(name))) return null;
  const locale = match[1] ?? routing.defaultLocale;
  return `/${locale}/layout/filtered${url.search}`;
}

/** The internal route is not a page of its own: asked for directly, it moves to /layout. */
export function filteredLayoutRedirect(url: URL): URL | null {
  const match = filteredPath.exec(url.pathname);
  if (!match) return null;
  const target = new URL(url);
  target.pathname =
    match[1] && match[1] !== routing.defaultLocale ? `/${match[1]}/layout` : "/layout";
  return target;
}
