import type { NextConfig } from "next";
import { withPayload } from "@payloadcms/next/withPayload";
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./security-headers";
import { deploymentIdOf, releaseId } from "./scripts/lib/release-id";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  // Compiles ICU messages at build time, so browsers get no message parser (about 13 KB gzipped).
  experimental: {
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // One id per release (scripts/lib/release-id.ts), built once and shipped to every host: during a
  // rolling upgrade a browser holding a page of the previous release is reloaded on its next
  // navigation instead of mixing the two releases' scripts (Next.js's version skew protection).
  deploymentId: deploymentIdOf(releaseId()),
  // The production server compresses with brotli itself (server/http/compress.ts).
  compress: false,
  serverExternalPackages: ["better-sqlite3", "pg", "pino", "prom-client", "exceljs"],
  images: { formats: ["image/avif", "image/webp"] },
  // One canonical URL for the form: the old site had both /register and /registration.
  async redirects() {
    return [
      { source: "/registration", destination: "/register", permanent: true },
      { source: "/:locale(zh|ms)/registration", destination: "/:locale/register", permanent: true },
    ];
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // The lead desk holds personal data: never indexed, never cached by a browser or proxy.
      {
        source: "/admin/:path*",
        headers: [
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
          { key: "Cache-Control", value: "private, no-store" },
        ],
      },
      // A visitor's own booking page (reached by the secret link in their mail) shows their name.
      // The site-wide referrer policy already keeps its path from other sites; no-referrer would
      // make its forms post with `Origin: null`, which the same-origin check refuses.
      // Likewise a buyer's ballot entry page (its signed link is in their mail).
      ...[
        "/book/manage/:token",
        "/:locale(zh|ms)/book/manage/:token",
        "/ballot/enter/:token",
        "/:locale(zh|ms)/ballot/enter/:token",
      ].map((source) => ({
        source,
        headers: [
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
          { key: "Cache-Control", value: "private, no-store" },
        ],
      })),
    ];
  },
};

export default withPayload(withNextIntl(nextConfig));
