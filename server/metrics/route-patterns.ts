/** A route as Next.js lists it in `.next/routes-manifest.json`: its pattern and the regex for it. */
export interface ManifestRoute {
  page: string;
  regex: string;
}

export interface RouteTableSource {
  /** Static routes first, then dynamic ones, each in the manifest's order (most specific first). */
  routes: readonly ManifestRoute[];
  /** Files served from `public/`, as paths (`/video/skyhaven-tour.mp4`). */
  publicFiles: readonly string[];
  locales: readonly string[];
  defaultLocale: string;
}

/** Labels outside the app's own routes. */
export const OTHER_ROUTE = "other";
export const STATIC_ROUTE = "/_next/static";
export const IMAGE_ROUTE = "/_next/image";
export const PUBLIC_ROUTE = "/[public]";

/**
 * The paths proxy.ts runs next-intl on: pages only, not the APIs, the admin, Next's assets, or
 * files with an extension. Kept equal to proxy.ts's `config.matcher` (Next.js needs that one as a
 * literal there); route-patterns.test.ts checks the two agree.
 */
export const LOCALIZED_PATHS = /^\/(?!api|admin|_next|_vercel|.*\..*).*$/;

const LOCALE_SEGMENT = "/[locale]";

/**
 * Maps a request target (path and query) to the route pattern that serves it: `/[locale]/layout/[type]`
 * for `/zh/layout/A1?x=1`, `/api/registrations`, `/_next/static` for any built asset, `other` for a
 * path no route takes. The labels are a fixed set (the app's routes and four more), whatever
 * clients send, so they can label metrics and log lines without leaking paths or queries.
 */
export function routePatternMatcher(source: RouteTableSource): (target: string) => string {
  const routes = source.routes.map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
    localized: route.page === LOCALE_SEGMENT || route.page.startsWith(`${LOCALE_SEGMENT}/`),
  }));
  const locales = new Set(source.locales);
  const publicFiles = new Set(source.publicFiles);
  const firstSegment = (path: string) => path.slice(1).split("/", 1)[0] ?? "";

  return (target) => {
    const path = target.split(/[?#]/, 1)[0] ?? "";
    if (!path.startsWith("/")) return OTHER_ROUTE;
    if (path.startsWith(`${STATIC_ROUTE}/`)) return STATIC_ROUTE;
    if (path === IMAGE_ROUTE) return IMAGE_ROUTE;
    if (publicFiles.has(path)) return PUBLIC_ROUTE;
    // English pages have no prefix (`/gallery` is `/en/gallery` inside Next.js): without this,
    // `/gallery` would match `/[locale]` with "gallery" as its locale.
    const localized = LOCALIZED_PATHS.test(path);
    const candidate =
      localized && !locales.has(firstSegment(path))
        ? `/${source.defaultLocale}${path === "/" ? "" : path}`
        : path;
    const hasLocale = localized && locales.has(firstSegment(candidate));
    for (const route of routes) {
      // `/[locale]/[...rest]` would otherwise take `/api/anything` with "api" as its locale.
      if (route.localized !== hasLocale) continue;
      if (route.regex.test(candidate)) return route.page;
    }
    return OTHER_ROUTE;
  };
}
