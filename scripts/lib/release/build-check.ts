import { existsSync, readFileSync } from "node:fs";
import { buildIsCurrent } from "../build";

/** The deployment id and server-actions key the build in .next was made with. */
export function builtIdentity(): { deploymentId?: string; actionsKey?: string } {
  const config = ".next/required-server-files.json";
  const actions = ".next/server/server-reference-manifest.json";
  if (!existsSync(config) || !existsSync(actions)) return {};
  const { deploymentId } = (
    JSON.parse(readFileSync(config, "utf8")) as { config: { deploymentId?: string } }
  ).config;
  const { encryptionKey } = JSON.parse(readFileSync(actions, "utf8")) as { encryptionKey?: string };
  return { deploymentId, actionsKey: encryptionKey };
}

/**
 * Whether the build in .next can be packed as this release as it is (CI packs the build its
 * tests ran against): same sources and SITE_URL, same deployment id, and the release's
 * server-actions key when one is given.
 */
export function buildFitsRelease(deploymentId: string): boolean {
  if (!buildIsCurrent()) return false;
  const built = builtIdentity();
  const key = process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
  return built.deploymentId === deploymentId && (!key || built.actionsKey === key);
}
