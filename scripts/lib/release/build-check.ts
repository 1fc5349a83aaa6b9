import { existsSync, readFileSync } from "node:fs";
import { buildIsCurrent, hasBuild } from "../build";
import { deploymentIdOf } from "../release-id";
import { builtRelease, type BuiltRelease } from "./built-release";

/** The server-actions key the build in .next was made with (it also salts the action ids). */
function builtActionsKey(): string | undefined {
  const manifest = ".next/server/server-reference-manifest.json";
  if (!existsSync(manifest)) return undefined;
  return (JSON.parse(readFileSync(manifest, "utf8")) as { encryptionKey?: string }).encryptionKey;
}

/** The deployment id Next.js built with, from the configuration it resolved. */
function builtDeploymentId(): string | undefined {
  const file = ".next/required-server-files.json";
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, "utf8")) as { config: { deploymentId?: string } }).config
    .deploymentId;
}

/** The complete build in .next as the release it was built as, or null (none, or incomplete). */
export function packableBuild(): BuiltRelease | null {
  const built = builtRelease();
  if (!hasBuild() || !built || builtDeploymentId() !== deploymentIdOf(built.release)) return null;
  return built;
}

/**
 * Whether the build in .next is this release as it is (CI packs the build its tests ran against):
 * same sources and SITE_URL, same release id, and the release's server-actions key when one is given.
 */
export function buildFitsRelease(release: string): boolean {
  const key = process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
  return (
    buildIsCurrent() && packableBuild()?.release === release && (!key || builtActionsKey() === key)
  );
}
