import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { SERVER_DIST, SERVER_ENTRIES } from "../bundle-server";

type NodeFileTrace = (
  files: string[],
  options: { base: string; processCwd: string; ignore: (path: string) => boolean },
) => Promise<{ fileList: Set<string> }>;
// The file tracer Next.js's own standalone output uses, shipped inside the next package.
const { nodeFileTrace } = createRequire(import.meta.url)("next/dist/compiled/@vercel/nft") as {
  nodeFileTrace: NodeFileTrace;
};

/** Never needed at run time: the compiler, type declarations and source maps. */
const NOT_AT_RUN_TIME = [
  /(^|\/)node_modules\/@next\/swc-/,
  /(^|\/)node_modules\/typescript\//,
  /\.d\.[cm]?ts$/,
  /\.map$/,
  /(^|\/)node_modules\/next\/dist\/compiled\/webpack\//,
];
const ignore = (path: string) =>
  NOT_AT_RUN_TIME.some((pattern) => pattern.test(path)) ||
  // Our sources are compiled into dist/ and .next: a path of them the tracer guesses (tests
  // beside a module) is never loaded.
  !/^(node_modules|dist|\.next)\//.test(path);

/**
 * Packages the lockfile marks as development-only (`"dev": true`), or as development packages
 * some production package names as an optional peer (`"devOptional": true`: vitest and
 * @playwright/test for better-auth). The tracer follows probes such as better-auth's telemetry
 * looking for them, which never load them in production; none of them ships.
 */
function devOnlyPackages(): Set<string> {
  const { packages } = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
  };
  return new Set(
    Object.entries(packages)
      .filter(([, entry]) => entry.dev || entry.devOptional)
      .map(([path]) => path),
  );
}

/** The package directory a file of node_modules belongs to (the innermost). */
export function packageOf(file: string): string {
  const dirs = file.match(/^(?:.*\/)?node_modules\/(?:@[^/]+\/)?[^/]+/);
  return dirs?.[0] ?? file;
}

/** Every `.nft.json` trace `next build` wrote: the files each server route loads at run time. */
function nextTraces(distDir = ".next"): string[] {
  const files = new Set<string>();
  for (const name of readdirSync(distDir, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".nft.json") || name.startsWith("cache/")) continue;
    const trace = join(distDir, name);
    const { files: listed } = JSON.parse(readFileSync(trace, "utf8")) as { files: string[] };
    for (const file of listed) files.add(relative(".", join(dirname(trace), file)));
  }
  return [...files];
}

const FONTS = "node_modules/@expo-google-fonts/";

/**
 * Font faces the brochure and the social cards read by path (server/brochure/fonts.ts): Next.js
 * traces every face of the packages (the path is computed), 100 MB where 35 MB are used.
 */
function fontFaces(): string[] {
  const sources = ["server/brochure/fonts.ts", "server/seo/cards/fonts.ts"]
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const weights = new Set(sources.match(/\b\d00[A-Z][A-Za-z]+\b/g) ?? []);
  const root = "node_modules/@expo-google-fonts";
  return ["cormorant-garamond", "manrope", "noto-sans-sc"].flatMap((pkg) =>
    [...weights]
      .flatMap((weight) => [join(root, pkg, weight), join(root, pkg, `${weight}_Italic`)])
      .filter((dir) => existsSync(dir))
      .flatMap((dir) =>
        readdirSync(dir)
          .filter((file) => file.endsWith(".ttf"))
          .map((file) => join(dir, file)),
      ),
  );
}

/**
 * The files of node_modules a host needs: what the compiled entry points (dist/) load, traced,
 * what Next.js traced for its server and every route, and the font files read by path. The rest
 * of node_modules (the compiler, test tools, the CMS's client-only editors) stays behind.
 */
export async function runtimeModuleFiles(): Promise<string[]> {
  const entries = Object.keys(SERVER_ENTRIES).map((name) => join(SERVER_DIST, `${name}.mjs`));
  const { fileList } = await nodeFileTrace(entries, {
    base: process.cwd(),
    processCwd: process.cwd(),
    ignore,
  });
  const faces = new Set(fontFaces());
  const unusedFace = (file: string) =>
    file.startsWith(FONTS) && file.endsWith(".ttf") && !faces.has(file);
  const devOnly = devOnlyPackages();
  const all = new Set([...fileList, ...nextTraces(), ...faces]);
  return [...all]
    .filter(
      (file) =>
        file.startsWith("node_modules/") &&
        !ignore(file) &&
        !unusedFace(file) &&
        !devOnly.has(packageOf(file)),
    )
    .sort();
}
