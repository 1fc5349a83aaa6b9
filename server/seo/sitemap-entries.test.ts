import { describe, expect, it } from "vitest";
import { unitTypeCodes } from "@/content/units/categories";
import { configuredOrigin, isLoopbackUrl } from "./configured-origin";
import { publicPages } from "./public-pages";
import { robotsRules, sitemapEntries } from "./sitemap-entries";

const origin = "https://www.skyhaven.example";

describe("the sitemap", () => {
  const entries = sitemapEntries(origin);
  const urls = entries.map((e) => e.url);

  it("lists every public page in English, Chinese and Malay", () => {
    expect(entries).toHaveLength(publicPages.length * 3);
    for (const path of ["/location", "/developer", "/term", "/privacy", "/gallery", "/layout"]) {
      expect(urls).toContain(`${origin}${path}`);
      expect(urls).toContain(`${origin}/zh${path}`);
      expect(urls).toContain(`${origin}/ms${path}`);
    }
    expect(urls).toContain(`${origin}/`);
    expect(urls).toContain(`${origin}/zh`);
  });

  it("includes all 22 unit type pages", () => {
    expect(unitTypeCodes).toHaveLength(22);
    for (const code of unitTypeCodes) expect(urls).toContain(`${origin}/ms/layout/${code}`);
  });

  it("names every entry's translations, with x-default", () => {
    const zhLocation = entries.find((e) => e.url === `${origin}/zh/location`);
    expect(zhLocation?.alternates?.languages).toEqual({
      en: `${origin}/location`,
      "zh-Hans": `${origin}/zh/location`,
      ms: `${origin}/ms/location`,
      "x-default": `${origin}/location`,
    });
    for (const entry of entries)
      expect(Object.keys(entry.alternates?.languages ?? {})).toHaveLength(4);
  });

  it("leaves out aliases, the admin and status pages", () => {
    expect(urls.some((u) => /registration|admin|api|404|500|maintenance|thank-you/.test(u))).toBe(
      false,
    );
  });
});

describe("robots.txt", () => {
  it("allows everything but the admin and the API, and points to the sitemap", () => {
    const { rules, sitemap: url } = robotsRules(origin);
    expect(rules).toEqual({ userAgent: "*", allow: "/", disallow: ["/admin", "/api", "/go"] });
    expect(url).toBe(`${origin}/sitemap.xml`);
  });
});

describe("the published origin", () => {
  it("treats localhost, 127.x and ::1 as this machine only, and names no origin for them", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000"]) {
      expect(isLoopbackUrl(url)).toBe(true);
      expect(configuredOrigin(url)).toBeNull();
    }
    expect(configuredOrigin("https://www.skyhaven.example/")).toBe(origin);
    expect(configuredOrigin("http://192.168.1.20:3000")).toBe("http://192.168.1.20:3000");
  });
});
