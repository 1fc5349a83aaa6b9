import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const STAMP = ".next/skyhaven-build-stamp";
const SOURCES = ["app", "components", "content", "i18n", "lib", "messages", "public", "server"];
const SOURCE_FILES = [
  "next.config.ts",
  "proxy.ts",
  "security-headers.ts",
  "package-lock.json",
  "postcss.config.mjs",
];

function* walk(path: string): Generator<string> {
  if (!existsSync(path)) return;
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

/** Builds unless .next holds a production build of exactly these sources and settings. */
export function ensureBuild(): void {
  const fingerprint = buildFingerprint();
  if (
    existsSync(".next/BUILD_ID") &&
    existsSync(STAMP) &&
    readFileSync(STAMP, "utf8") === fingerprint
  )
    return;
  console.log("Building the production site (first start or changed sources)…");
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  writeFileSync(STAMP, fingerprint);
}
