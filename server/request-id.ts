import { randomUUID } from "node:crypto";

/** The caller's id when it looks like one (a proxy's), else a fresh one. */
export function requestIdOf(given: string | null | undefined): string {
  return given && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID();
}

/**
 * The request's x-request-id. The production server (scripts/serve.ts) sets it on every request
 * before Next.js sees it, so route handlers and server actions log the id the access log uses.
 */
export function requestId(headers: Headers): string {
  return requestIdOf(headers.get("x-request-id"));
}
