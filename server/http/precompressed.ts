import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { securityHeaders } from "@/security-headers";
import { acceptsBrotli } from "./accepts-brotli";

const STATIC_PREFIX = "/_next/static/";

/** The build's files that `scripts/lib/precompress.ts` writes a `.br` beside, by extension. */
export const PRECOMPRESSED_TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};

/**
 * Answers a request for a script or stylesheet of the build with the brotli file written beside it
 * at build time (quality 11: the home page's scripts and styles, 166 KB gzipped, are 143 KB).
 * Those files are named by their content and never change, so they are compressed once, at the
 * highest quality, instead of on every request. Returns false, and leaves the request to Next.js,
 * when there is no such file or the browser does not take brotli.
 */
export function servePrecompressed(
  req: IncomingMessage,
  res: ServerResponse,
  distDir = ".next",
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = (req.url ?? "").split("?")[0] ?? "";
  const type = PRECOMPRESSED_TYPES[extname(path)];
  if (!path.startsWith(STATIC_PREFIX) || !type || !acceptsBrotli(req.headers["accept-encoding"]))
    return false;
  const name = path.slice(STATIC_PREFIX.length);
  if (!/^[\w.\-/]+$/.test(name) || name.split("/").includes("..")) return false;
  const file = join(distDir, "static", `${name}.br`);
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return false;
    size = stat.size;
  } catch {
    return false;
  }
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  res.writeHead(200, {
    "Content-Type": type,
    "Content-Encoding": "br",
    "Content-Length": size,
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
  });
  if (req.method === "HEAD") res.end();
  else createReadStream(file).pipe(res);
  return true;
}
