const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * What to tell an operator who serves the site to other machines while SITE_URL still points at
 * this one: canonical links, hreflang, the sitemap, social cards and the brochures would all send
 * people to a loopback address. Null when there is nothing to say.
 */
export function siteUrlWarning(siteUrl: string, host: string): string | null {
  const servesOthers = !LOOPBACK.has(host);
  const published = new URL(siteUrl).hostname;
  if (!servesOthers || !LOOPBACK.has(published)) return null;
  return [
    `WARNING: SITE_URL is ${siteUrl}, but the site listens on ${host} for other machines.`,
    "Canonical links, hreflang, the sitemap, social cards, structured data and the brochure PDFs",
    "will all point visitors and search engines at this loopback address.",
    "Set SITE_URL to the public address (e.g. SITE_URL=https://www.example.com) and start again.",
  ].join("\n");
}
