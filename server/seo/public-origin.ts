import { headers } from "next/headers";
import { configuredOrigin } from "./configured-origin";

/**
 * The origin to publish in a sitemap or robots.txt. With SITE_URL set, that (and the file stays
 * static); without, the address the request came to, so a site tried on a LAN address or behind a
 * proxy before SITE_URL is set publishes where it was reached, never localhost:3000.
 */
export async function publishedOrigin(siteUrl: string): Promise<string> {
  const configured = configuredOrigin(siteUrl);
  if (configured) return configured;
  const request = await headers();
  const host = request.get("x-forwarded-host") ?? request.get("host");
  if (!host || !/^[\w.-]+(:\d{1,5})?$|^\[[\da-f:]+\](:\d{1,5})?$/i.test(host))
    return new URL(siteUrl).origin;
  const proto = request.get("x-forwarded-proto") === "https" ? "https" : "http";
  return `${proto}://${host}`;
}
