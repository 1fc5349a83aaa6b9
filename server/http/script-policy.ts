import type { IncomingMessage, ServerResponse } from "node:http";
import { contentSecurityPolicy } from "@/security-headers";
import { callbackOf, holdHead, type WriteHeadRest } from "./deferred-head";
import { inlineScriptHashes } from "./inline-script-hashes";

const isHtml = (res: ServerResponse) =>
  String(res.getHeader("content-type") ?? "").startsWith("text/html");

/**
 * Gives every HTML answer a Content-Security-Policy that names the hash of each of its inline
 * scripts, and allows no other inline script. The page is held until it is whole (its headers go
 * out with its last byte): prerendered pages are sent whole anyway, and a dynamic page's few
 * kilobytes more of waiting are the price of a policy that holds on every page. Anything that is
 * not HTML (RSC payloads, JSON, files, event streams) passes through untouched.
 *
 * Install it inside compression and outside anything that rewrites a body (the not-found pages),
 * so it hashes exactly what the browser receives.
 */
export function hashInlineScripts(req: IncomingMessage, res: ServerResponse): void {
  const { writeHead, write, end, flushHeaders } = res;
  let holding: boolean | undefined;
  const chunks: Buffer[] = [];
  const decide = (): boolean => {
    // A 304 has no body to hash, and the browser would put its headers on the page it kept (the
    // restart Chromium makes for a Critical-CH hint revalidates with If-None-Match): keep the
    // policy that came with that page's body, as the same ETag means the same scripts.
    if (res.statusCode === 304) {
      if (!res.headersSent) res.removeHeader("content-security-policy");
      return (holding = false);
    }
    return (holding ??= isHtml(res));
  };

  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
    );
  };

  res.writeHead = function (this: ServerResponse, status: number, ...rest: WriteHeadRest) {
    holdHead(res, status, rest);
    if (!decide()) return writeHead.call(this, res.statusCode);
    return this;
  } as ServerResponse["writeHead"];

  res.flushHeaders = function (this: ServerResponse) {
    if (!decide()) flushHeaders.call(this);
  };

  res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse["write"]>) {
    if (!decide()) return write.apply(this, args);
    keep(args[0], args[1]);
    const callback = callbackOf(args);
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse["write"];

  res.end = function (this: ServerResponse, ...args: Parameters<ServerResponse["end"]>) {
    if (!decide()) return end.apply(this, args);
    keep(args[0], args[1]);
    const callback = callbackOf(args);
    const body = Buffer.concat(chunks);
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(inlineScriptHashes(body.toString("utf8"))),
    );
    if (!res.headersSent) writeHead.call(this, res.statusCode);
    const whole = req.method === "HEAD" ? "" : body;
    return (end as (chunk: string | Buffer, done?: () => void) => ServerResponse).call(
      this,
      whole,
      callback,
    );
  } as ServerResponse["end"];
}
