import { readFileSync } from "node:fs";
import { getNamedRouteRegex } from "next/dist/shared/lib/router/utils/route-regex";
import { getSortedRoutes } from "next/dist/shared/lib/router/utils/sorted-routes";
import { describe, expect, it } from "vitest";
import { LOCALIZED_PATHS, routePatternMatcher, type ManifestRoute } from "./route-patterns";

// The routes the way `next build` writes them into .next/routes-manifest.json: regexes from
// Next.js's own generator, static routes first, dynamic ones in Next.js's order.
const STATIC_PAGES = [
  "/api/health",
  "/api/metrics",
  "/api/registrations",
  "/admin",
  "/admin/leads",
  "/admin/leads/export",
  "/robots.txt",
  "/sitemap.xml",
];
const DYNAMIC_PAGES = [
  "/[locale]",
  "/[locale]/gallery",
  "/[locale]/layout",
  "/[locale]/layout/[type]",
  "/[locale]/register",
  "/[locale]/[...rest]",
  "/admin/leads/[id]",
  "/brochure/[file]",
];
const toRoute = (page: string): ManifestRoute => ({
  page,
  regex: getNamedRouteRegex(page, { prefixRouteKeys: true }).re.source,
});

const routeOf = routePatternMatcher({
  routes: [...STATIC_PAGES, ...getSortedRoutes(DYNAMIC_PAGES)].map(toRoute),
  publicFiles: ["/video/skyhaven-tour.mp4", "/service-worker.js"],
  locales: ["en", "zh", "ms"],
  defaultLocale: "en",
});

describe("routePatternMatcher", () => {
  it.each([
    ["/", "/[locale]"],
    ["/zh", "/[locale]"],
    ["/gallery", "/[locale]/gallery"],
    ["/ms/gallery", "/[locale]/gallery"],
    ["/layout", "/[locale]/layout"],
    ["/layout/A1", "/[locale]/layout/[type]"],
    ["/zh/layout/c1a", "/[locale]/layout/[type]"],
    ["/register", "/[locale]/register"],
  ])("labels the page %s with its pattern %s, English unprefixed", (path, pattern) => {
    expect(routeOf(path)).toBe(pattern);
  });

  it("labels the APIs, the lead desk and files by their own routes", () => {
    expect(routeOf("/api/registrations")).toBe("/api/registrations");
    expect(routeOf("/api/health")).toBe("/api/health");
    expect(routeOf("/admin")).toBe("/admin");
    expect(routeOf("/admin/leads/0b6c2a57-43a1-4b43-9a42-7d1e0e8d1f4e")).toBe("/admin/leads/[id]");
    expect(routeOf("/admin/leads/export")).toBe("/admin/leads/export");
    expect(routeOf("/brochure/zh.pdf")).toBe("/brochure/[file]");
    expect(routeOf("/sitemap.xml")).toBe("/sitemap.xml");
  });

  it("never carries the query string or a fragment into the label", () => {
    expect(routeOf("/register?utm_source=fb&email=ah.kow%40example.com")).toBe(
      "/[locale]/register",
    );
    expect(routeOf("/api/registrations?locale=zh")).toBe("/api/registrations");
    expect(routeOf("/?gclid=abc#form")).toBe("/[locale]");
    expect(routeOf("/admin/leads?q=Tan+Ah+Kow")).toBe("/admin/leads");
  });

  it("labels built assets /_next/static and public files /[public], whatever their names", () => {
    expect(routeOf("/_next/static/chunks/0a1b2c3d.js")).toBe("/_next/static");
    expect(routeOf("/_next/static/media/manrope.woff2?v=1")).toBe("/_next/static");
    expect(routeOf("/_next/image?url=%2Fhero.jpg&w=640&q=75")).toBe("/_next/image");
    expect(routeOf("/video/skyhaven-tour.mp4")).toBe("/[public]");
    expect(routeOf("/service-worker.js")).toBe("/[public]");
  });

  it("labels unknown pages by the localized 404 route and anything else other, so labels stay few", () => {
    expect(routeOf("/no-such-page")).toBe("/[locale]/[...rest]");
    expect(routeOf("/zh/no/such/page")).toBe("/[locale]/[...rest]");
    // Not pages: `api` or `admin` must not pass for a locale.
    expect(routeOf("/api")).toBe("other");
    expect(routeOf("/api/no-such-endpoint")).toBe("other");
    expect(routeOf("/admin/no/such/page")).toBe("other");
    expect(routeOf("/wp-login.php")).toBe("other");
    expect(routeOf("/_next/data/x.json")).toBe("other");
    expect(routeOf("*")).toBe("other");
    expect(routeOf("http://evil.example/")).toBe("other");
  });

  it("labels every path `other` when there is no build to read routes from", () => {
    const bare = routePatternMatcher({
      routes: [],
      publicFiles: [],
      locales: ["en"],
      defaultLocale: "en",
    });
    expect(bare("/gallery")).toBe("other");
    expect(bare("/_next/static/chunks/a.js")).toBe("/_next/static");
  });
});

describe("LOCALIZED_PATHS", () => {
  it("takes the same paths as proxy.ts's matcher (which Next.js needs as a literal there)", () => {
    const source = readFileSync(new URL("../../proxy.ts", import.meta.url), "utf8");
    const literal = /matcher:\s*\["([^"]+)"\]/.exec(source)?.[1];
    expect(literal).toBeDefined();
    const matcher = new RegExp(`^${(literal ?? "").replaceAll("\\\\", "\\")}$`);
    for (const path of [
      "/",
      "/gallery",
      "/zh/layout/A1",
      "/api/health",
      "/apiary",
      "/admin/leads",
      "/_next/static/a.js",
      "/_vercel/insights",
      "/sitemap.xml",
      "/brochure/en.pdf",
      "/brochure/en",
    ]) {
      expect([path, LOCALIZED_PATHS.test(path)]).toEqual([path, matcher.test(path)]);
    }
  });
});
