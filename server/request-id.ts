import { randomUUID } from "node:crypto";

/** The caller's x-request-id when it looks like one (a proxy's), else a fresh one. */
export function requestId(headers: Headers): string {
  const given = headers.get("x-request-id");
  return given && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID();
}
