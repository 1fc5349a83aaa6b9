import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";

/** This release's deployment id and the server actions it has (from its build). */
export interface ReleaseActions {
  deploymentId: string;
  actionIds: Set<string>;
}

/** Read once at start-up from the build: the deployment id it was made with, and its actions. */
export function readReleaseActions(distDir = ".next"): ReleaseActions | null {
  const config = join(distDir, "required-server-files.json");
  const manifest = join(distDir, "server", "server-reference-manifest.json");
  if (!existsSync(config) || !existsSync(manifest)) return null;
  const { deploymentId } = (
    JSON.parse(readFileSync(config, "utf8")) as { config: { deploymentId?: string } }
  ).config;
  const actions = JSON.parse(readFileSync(manifest, "utf8")) as {
    node?: Record<string, unknown>;
    edge?: Record<string, unknown>;
  };
  if (!deploymentId) return null;
  return {
    deploymentId,
    actionIds: new Set([...Object.keys(actions.node ?? {}), ...Object.keys(actions.edge ?? {})]),
  };
}

/**
 * During a rolling upgrade a browser may still hold a page of the previous release and call one of
 * its server actions that this release does not have (action ids change with a build's key).
 * Next.js would answer "action not found" and the form would break. Instead, such a call (another
 * deployment id, an unknown action) is answered with a redirect to the same page: Next.js's client
 * then loads it afresh from this release, and the visitor sends the form again on a working page.
 * Actions this release knows, and calls from its own pages, go to Next.js untouched.
 */
export function reloadSkewedAction(
  req: IncomingMessage,
  res: ServerResponse,
  release: ReleaseActions | null,
): boolean {
  if (!release || req.method !== "POST") return false;
  const action = req.headers["next-action"];
  const from = req.headers["x-deployment-id"];
  if (typeof action !== "string" || typeof from !== "string") return false;
  if (from === release.deploymentId || release.actionIds.has(action)) return false;
  res.writeHead(200, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "private, no-store",
    "x-action-redirect": `${req.url ?? "/"};replace`,
  });
  res.end();
  return true;
}
