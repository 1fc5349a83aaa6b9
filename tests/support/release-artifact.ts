import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";

/** The release this checkout packs (`npm run release`), as the test found it. */
export interface ReleaseArtifact {
  tarball: string;
  /** How long `npm run release` took to pack the existing build, in ms. */
  packMs: number;
}

/**
 * Packs the build the other end-to-end tests run against, as `npm run release` does, without
 * ever building (`--no-build`: a rebuild would change .next under the running e2e server).
 */
export async function packRelease(siteUrl: string): Promise<ReleaseArtifact> {
  const started = Date.now();
  const { stdout: output } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/release.ts", "--no-build"],
    { env: { ...process.env, SITE_URL: siteUrl }, encoding: "utf8" },
  );
  const tarball = /^(release\/skyhaven-\S+\.tar\.gz): /m.exec(output)?.[1];
  if (!tarball) throw new Error(`npm run release named no tarball:\n${output}`);
  return { tarball: resolve(tarball), packMs: Date.now() - started };
}

/** Verifies the tarball against its .sha256 as deploy/release.sh does, then unpacks it into `dir`. */
export function unpackRelease(tarball: string, dir: string): void {
  execFileSync("sha256sum", ["--check", "--strict", "--quiet", `${tarball}.sha256`], {
    cwd: dirname(tarball),
    stdio: "pipe",
  });
  mkdirSync(dir, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", dir, "--strip-components=1"], { stdio: "pipe" });
}

/** A node_modules in `dir` or any directory above it (Node would resolve packages from it). */
export function nodeModulesAbove(dir: string): string | undefined {
  for (let at = dirname(resolve(dir)); ; at = dirname(at)) {
    if (existsSync(join(at, "node_modules"))) return join(at, "node_modules");
    if (dirname(at) === at) return undefined;
  }
}

export const readManifest = (dir: string) =>
  JSON.parse(readFileSync(join(dir, "RELEASE.json"), "utf8")) as {
    release: string;
    deploymentId: string;
    siteUrl: string;
    runtime: { abi: string; platform: string; arch: string };
    nativeModules: string[];
  };

/**
 * Runs one of the release's commands (`migrate.mjs`, `admin.mjs` …) with plain node in `dir`
 * and only the given environment (no NODE_PATH, nothing of the checkout), as a unit would.
 */
export function runReleaseCommand(dir: string, command: string, env: Record<string, string>) {
  return execFileSync(process.execPath, [command], {
    cwd: dir,
    env: { PATH: "/usr/bin:/bin", NODE_ENV: "production", ...env },
    encoding: "utf8",
    stdio: "pipe",
  });
}

/** `node serve.mjs` in `dir`, with only the given environment. */
export function startReleaseServer(dir: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["serve.mjs"], {
    cwd: dir,
    env: { PATH: "/usr/bin:/bin", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}
