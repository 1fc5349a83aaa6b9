import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "@": root.replace(/\/$/, ""),
      "server-only": fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/.next/**", "tests/e2e/**"],
    watch: false,
    // next-intl imports `next/navigation` without an extension; bundling it through Vite resolves
    // that, so server code that builds localized URLs (sitemap, metadata) can be unit-tested.
    server: { deps: { inline: ["next-intl"] } },
    // Database tests open a fresh SQLite file or PostgreSQL schema per test; allow for a slow server.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
