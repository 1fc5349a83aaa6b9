import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { routing } from "@/i18n/routing";
import type { ManifestRoute, RouteTableSource } from "./route-patterns";

interface RoutesManifest {
  staticRoutes?: ManifestRoute[];
  dynamicRoutes?: ManifestRoute[];
}

function* filesUnder(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * The production build's routes (`.next/routes-manifest.json`, written by `next build`) and the
 * files in `public/`, read once when the server starts. Without a build every path is `other`.
 */
export function readRouteTable(projectDir = "."): RouteTableSource {
  const manifestPath = join(projectDir, ".next", "routes-manifest.json");
  const manifest: RoutesManifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as RoutesManifest)
    : {};
  const publicDir = join(projectDir, "public");
  return {
    routes: [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map(
      ({ page, regex }) => ({ page, regex }),
    ),
    publicFiles: [...filesUnder(publicDir)].map(
      (file) => `/${relative(publicDir, file).split(sep).join("/")}`,
    ),
    locales: routing.locales,
    defaultLocale: routing.defaultLocale,
  };
}
