import type { MetadataRoute } from "next";
import { env } from "@/server/env";
import { publishedOrigin } from "@/server/seo/public-origin";
import { sitemapEntries } from "@/server/seo/sitemap-entries";

/** Static with SITE_URL set; without it, answered per request so it never lists localhost. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await publishedOrigin(env.SITE_URL));
}
