import { routing } from "@/i18n/routing";

const unitPath = /^(?:\/(zh|ms|en))?\/availability\/([^/]+)\/?$/;
const internalPath = /^(?:\/(zh|ms|en))?\/availability\/unit\/?$/;

/**
 * A unit's page, /availability/A-12-03, is rendered on request by the internal route
 * /availability/unit?id=A-12-03, at the same URL: the locale layout allows no parameters it has
 * not prerendered (Next.js applies its `dynamicParams: false` to every route below it), and 688
 * units in three languages are too many to prerender in every build. The page reads the cached
 * inventory, never the database per request. Null for any other path.
 */
export function unitPageRewrite(url: URL): string | null {
  const match = unitPath.exec(url.pathname);
  const id = match?.[2];
  if (!match || !id || id === "unit") return null;
  const locale = match[1] ?? routing.defaultLocale;
  return `/${locale}/availability/unit?id=${encodeURIComponent(id)}`;
}

/** The internal route is not a page of its own: asked for directly, it moves to /availability. */
export function unitPageRedirect(url: URL): URL | null {
  const match = internalPath.exec(url.pathname);
  if (!match) return null;
  const target = new URL(url);
  target.pathname =
    match[1] && match[1] !== routing.defaultLocale ? `/${match[1]}/availability` : "/availability";
  target.search = "";
  return target;
}
