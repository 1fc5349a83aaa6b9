import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** What a release id may hold: it names a tarball, a directory under releases/ and a deployment. */
const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function gitShortSha(): string | null {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short=7", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    return dirty ? `${sha}-dirty` : sha;
  } catch {
    // No git (a Docker build context without .git): RELEASE_ID must say which release this is.
    return null;
  }
}

/**
 * The id of the release being built: RELEASE_ID when set (the release script and the Dockerfile
 * set it), else `<package version>-<short git sha>`, with `-dirty` when tracked files differ
 * from the commit. Every host of a release runs the same build, so they all share it.
 */
export function releaseId(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.RELEASE_ID?.trim();
  if (given) {
    if (!RELEASE_ID.test(given))
      throw new Error(`RELEASE_ID "${given}" may hold only letters, digits, ".", "_" and "-".`);
    return given;
  }
  const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
  return `${version}-${gitShortSha() ?? "nogit"}`;
}

/**
 * Next.js's `deploymentId` for a release (letters, digits, "_" and "-" only): the browser sends
 * it with every navigation and server action, and a page of another deployment is reloaded.
 */
export function deploymentIdOf(release: string): string {
  return release.replace(/[^A-Za-z0-9_-]/g, "_");
}
