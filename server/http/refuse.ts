import type { IncomingMessage, ServerResponse } from "node:http";
import { securityHeaders } from "@/security-headers";
import { ALLOWED_METHODS, type Refusal } from "./request-guard";

/**
 * How long a refused request's body is still read (and thrown away) after the answer: closing a
 * socket with unread data resets it, and the client could lose the answer with it. Long enough for
 * a client to read a 413, short enough that a 600 MB upload is not taken in.
 */
export const LINGER_MS = 1000;

/** Answers a refused request: the status, one sentence, no details, nothing cached. */
export function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  const body = `${refusal.message}\n`;
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  res.writeHead(refusal.status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    ...(refusal.status === 405 ? { Allow: ALLOWED_METHODS.join(", ") } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Once the answer is sent, a body nobody read to its end (a refused upload, one a route handler
 * stopped reading at its limit) gets `LINGER_MS` for the client to read the answer, then the
 * connection is closed instead of taking in the rest.
 */
export function closeWhenAnsweredUnread(req: IncomingMessage, res: ServerResponse): void {
  res.once("finish", () => {
    if (req.complete) return;
    const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
  });
}
