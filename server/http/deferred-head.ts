import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

/** The arguments of `res.writeHead` after the status: a reason phrase, headers, or both. */
export type WriteHeadRest = [string | OutgoingHttpHeaders | undefined, OutgoingHttpHeaders?];

/**
 * Puts what a `writeHead(status, …)` call says onto the response without sending it, for a
 * wrapper that decides about the answer first (the not-found pages, the script policy) and then
 * sends the head itself with `writeHead(res.statusCode)`.
 */
export function holdHead(res: ServerResponse, status: number, rest: WriteHeadRest): void {
  const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
  res.statusCode = status;
  if (typeof rest[0] === "string") res.statusMessage = rest[0];
  if (headers && !Array.isArray(headers))
    for (const [key, value] of Object.entries(headers))
      if (value !== undefined) res.setHeader(key, value);
}

/** The completion callback among `write`/`end` arguments, if any. */
export const callbackOf = (args: readonly unknown[]): (() => void) | undefined =>
  args.find((arg) => typeof arg === "function") as (() => void) | undefined;
