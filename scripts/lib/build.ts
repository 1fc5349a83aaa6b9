import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SERVER_DIST, SERVER_ENTRIES, bundleServer } from "./bundle-server";
import { precompressStatic } from "./precompress";
import { recordBuiltRelease } from "./release/built-release";
import { releaseId } from "./release-id";

const STAMP = ".next/skyhaven-build-stamp";
const SOURCES = [
  "app",
  "components",
  "content",
  "i18n",
  "lib",
  "messages",
  "public",
  "server",
  "scripts/lib",
];
const SOURCE_FILES = [
  "next.config.ts",
  "proxy.ts",
  "security-headers.ts",
  "package-lock.json",
  "postcss.config.mjs",
  ...Object.values(SERVER_ENTRIES),
];

/** The release packer (npm run release) reads the build; nothing of it is built. */
const NOT_BUILT = ["scripts/lib/release"];

function* walk(path: string): Generator<string> {
  if (!existsSync(path) || NOT_BUILT.includes(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (!entry.endsWith(".test.ts")) yield* walk(join(path, entry));
  }
}

/**
 * A fingerprint of everything a build depends on: the sources, and the variables baked into
 * prerendered pages (SITE_URL in canonical links, NEXT_PUBLIC_* in client code).
 */
export function buildFingerprint(): string {
  const hash = createHash("sha256");
  for (const file of [
    ...SOURCES.flatMap((dir) => [...walk(dir)]),
    ...SOURCE_FILES.filter(existsSync),
  ]) {
    hash.update(file).update(readFileSync(file));
  }
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key === "SITE_URL" || key.startsWith("NEXT_PUBLIC_")) hash.update(`${key}=${value}`);
  }
  return hash.digest("hex");
}

/** True when .next and dist/ hold a complete production build of exactly these sources and settings. */
export function buildIsCurrent(): boolean {
  return hasBuild() && existsSync(STAMP) && readFileSync(STAMP, "utf8") === buildFingerprint();
}

/** A complete build of some sources: the Next.js build and the compiled entry points. */
export function hasBuild(): boolean {
  return (
    existsSync(".next/BUILD_ID") &&
    Object.keys(SERVER_ENTRIES).every((name) => existsSync(join(SERVER_DIST, `${name}.mjs`)))
  );
}

/**
 * The production build: Next.js, the compiled server and worker (dist/), brotli copies of scripts
 * and styles, and a stamp of what it was built from.
 */
export async function buildAll(): Promise<void> {
  const fingerprint = buildFingerprint();
  // Decided once, here: next.config.ts makes it the deployment id, the release packs it by name.
  const release = releaseId();
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, RELEASE_ID: release, NEXT_TELEMETRY_DISABLED: "1" },
  });
  await bundleServer();
  await precompressStatic();
  recordBuiltRelease(release);
  writeFileSync(STAMP, fingerprint);
}

/** Builds unless the build is current (`npm start`'s newcomer behaviour). */
export async function ensureBuild(): Promise<void> {
  if (buildIsCurrent()) return;
  console.log("Building the production site (first start or changed sources)…");
  await buildAll();
}
