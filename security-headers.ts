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

// Pages are prerendered, so the policy cannot carry per-request nonces; Next.js's inline
// bootstrap scripts therefore need 'unsafe-inline'. Everything else is limited to our own origin.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' ${tagScriptHosts}`,
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

/**
 * Browsers that have seen the site over https go straight to https for a year. Only when the site
 * is https (SITE_URL): sent over plain http on a developer's machine it would strand localhost.
 */
const strictTransport = readEnv().SITE_URL.startsWith("https://")
  ? [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }]
  : [];

export const securityHeaders = [
  ...strictTransport,
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];
