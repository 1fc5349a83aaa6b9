import type { MetadataRoute } from "next";
import { env } from "@/server/env";
import { publishedOrigin } from "@/server/seo/public-origin";
import { robotsRules } from "@/server/seo/sitemap-entries";

export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules(await publishedOrigin(env.SITE_URL));
}
