import { readEnv } from "./server/env-schema";

// Map tiles for /location's interactive map (server/maps/tile-source.ts): OpenStreetMap, or
// MapTiler when NEXT_PUBLIC_MAPS_KEY is set. Leaflet loads tiles as <img>, so img-src is enough.
const mapTileHosts = "https://tile.openstreetmap.org https://api.maptiler.com";

// Google's tag (GA4, Google Ads) and Meta's pixel, which load only after the visitor consents
// (components/site/consent/tag-loader.tsx): the script hosts, where they send their hits (fetch,
// beacons, image pixels) and the Ads tag's conversion frame. Nothing else of theirs is allowed.
const tagScriptHosts = "https://www.googletagmanager.com https://connect.facebook.net";
const tagHitHosts = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.google.com",
  "https://googleads.g.doubleclick.net",
  "https://www.facebook.com",
  "https://connect.facebook.net",
].join(" ");
const tagFrameHosts = "https://td.doubleclick.net https://www.googletagmanager.com";

// No inline script runs unless the policy names it. The server adds the hash of each inline script
// of every HTML answer it sends (server/http/script-policy.ts): Next.js's bootstrap and page data,
// the theme script. `next dev` serves its pages itself, with scripts it writes as it goes, so only
// there inline scripts are allowed as such. Styles stay inline (React's style attributes, the theme).
const inlineScripts = process.env.NODE_ENV === "development" ? ["'unsafe-inline'"] : [];

/** The site's policy; `scriptHashes` are the 'sha256-…' sources of one page's inline scripts. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts, ...scriptHashes, tagScriptHosts].join(" "),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${mapTileHosts} ${tagHitHosts}`,
    "font-src 'self'",
    `connect-src 'self' ${tagHitHosts}`,
    `frame-src 'self' ${tagFrameHosts}`,
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Browsers that have seen the site over https go straight to https for a year. Only when the site
 * is https (SITE_URL): sent over plain http on a developer's machine it would strand localhost.
 */
const strictTransport = readEnv().SITE_URL.startsWith("https://")
  ? [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }]
  : [];

export const securityHeaders = [
  ...strictTransport,
  { key: "Content-Security-Policy", value: contentSecurityPolicy() },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];
