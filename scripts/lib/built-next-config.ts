import { readFileSync } from "node:fs";
import type { NextConfig } from "next";

/**
 * The Next.js configuration as the build resolved it (.next/required-server-files.json), given to
 * the server the way Next.js's own standalone server.js does: it then neither finds nor compiles
 * next.config.ts at start-up (about 0.8 s), and cannot start with a config other than the one the
 * build used. Headers, redirects and rewrites were already written to .next/routes-manifest.json.
 */
export function builtNextConfig(): NextConfig {
  const { config } = JSON.parse(readFileSync(".next/required-server-files.json", "utf8")) as {
    config: NextConfig;
  };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return config;
}
