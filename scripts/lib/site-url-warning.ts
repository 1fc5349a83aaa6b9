import { isLoopbackUrl } from "@/server/seo/configured-origin";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * What to tell an operator who serves the site to other machines while SITE_URL still points at
 * this one: canonical links, hreflang, the sitemap, social cards and the brochures would all send
 * people to a loopback address. Null when there is nothing to say.
 */
export function siteUrlWarning(siteUrl: string, host: string): string | null {
  const servesOthers = !LOOPBACK.has(host);
  if (!servesOthers || !isLoopbackUrl(siteUrl)) return null;
  return [
    `WARNING: SITE_URL is ${siteUrl}, but the site listens on ${host} for other machines.`,
    "Canonical links, hreflang, social cards and structured data will point visitors and search",
    "engines at this loopback address, and the brochures will print no web address at all.",
    "Set SITE_URL to the public address (e.g. SITE_URL=https://www.example.com) and start again.",
  ].join("\n");
}

/** What to tell whoever builds a release with SITE_URL unset or on a loopback address. */
export function buildSiteUrlWarning(siteUrl: string): string | null {
  if (!isLoopbackUrl(siteUrl)) return null;
  return [
    `WARNING: building with SITE_URL=${siteUrl}.`,
    "Canonical links, hreflang, social cards and structured data are written into the build with it",
    "(the sitemap and brochures leave a loopback address out): fine for trying the site on this",
    "machine, wrong for a release.",
    "Build a release with its public address: SITE_URL=https://www.example.com npm run build",
  ].join("\n");
}
