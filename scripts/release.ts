import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildAll } from "./lib/build";
import { releaseId } from "./lib/release-id";
import { buildFitsRelease, packableBuild } from "./lib/release/build-check";
import { writeManifest } from "./lib/release/manifest";
import { pack } from "./lib/release/pack";
import { stageRelease } from "./lib/release/stage";
import { runtimeModuleFiles } from "./lib/release/trace";

// `npm run release`: one versioned artifact, release/skyhaven-<version>-<sha>.tar.gz (and .sha256),
// that a host unpacks and runs with Node alone (deploy/README.md, section 5). Built once, on a
// machine of the hosts' platform (linux-x64, glibc, Node 20): the native modules go in compiled.
// The current build is packed as it is when it fits (same sources, SITE_URL, release id and
// server-actions key), else built first. `--no-build` packs the build in .next as the release it
// was built as, never building (the release test packs the build the other tests run against).
const started = performance.now();

/** Builds this release unless the build in .next already is it. */
async function ensureReleaseBuild(): Promise<void> {
  if (!process.env.SITE_URL) {
    console.error(
      "SITE_URL is baked into the release (canonical links, sitemap, brochures): SITE_URL=https://www.example.com npm run release",
    );
    process.exit(1);
  }
  const id = releaseId();
  // The build (next.config.ts) takes it as its deployment id.
  process.env.RELEASE_ID = id;
  if (!process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY)
    console.warn(
      "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is unset: the build makes its own, so a form opened before the upgrade is reloaded, not sent, when sent after it (deploy/README.md, section 5).",
    );
  if (buildFitsRelease(id)) return console.log(`Packing the current build as ${id}`);
  console.log(`Building ${id}`);
  await buildAll();
}

if (!process.argv.includes("--no-build")) await ensureReleaseBuild();
const built = packableBuild();
if (!built) {
  console.error("No complete build in .next to pack: npm run build first.");
  process.exit(1);
}

const name = `skyhaven-${built.release}`;
const stage = join("release", `.stage-${built.release}`);
const tarball = join("release", `${name}.tar.gz`);
rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
try {
  const files = stageRelease(join(stage, name), await runtimeModuleFiles());
  writeManifest(join(stage, name), built, git(["rev-parse", "HEAD"]));
  const digest = await pack(stage, name, tarball, Number(git(["log", "-1", "--format=%ct"]) ?? 0));
  const mb = (statSync(tarball).size / 1e6).toFixed(1);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`${tarball}: ${files} files, ${mb} MB, sha256 ${digest} (${seconds} s)`);
} finally {
  rmSync(stage, { recursive: true, force: true });
}

/** The commit and its time, for RELEASE.json and the files' dates (null without git). */
function git(args: string[]): string | null {
  try {
    return execFileSync("git", args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}
