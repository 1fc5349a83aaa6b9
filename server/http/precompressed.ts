import { createReadStream, readdirSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { securityHeaders } from "@/security-headers";
import { acceptsBrotli } from "./accepts-brotli";

/** The build's files that `scripts/lib/precompress.ts` writes a `.br` beside, by extension. */
export const PRECOMPRESSED_TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};

/** A brotli file of the build, by the URL path of the file it compresses. */
export type PrecompressedFiles = Map<string, { file: string; size: number; type: string }>;

/**
 * The brotli files beside the build's scripts and stylesheets, found once when the server starts:
 * the build does not change while it is served, so no request touches the disk to look for one,
 * and only files of the build can ever be sent.
 */
export function findPrecompressed(distDir = ".next"): PrecompressedFiles {
  const dir = join(distDir, "static");
  const found: PrecompressedFiles = new Map();
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const original = name.slice(0, -".br".length);
    const type = PRECOMPRESSED_TYPES[extname(original)];
    if (!name.endsWith(".br") || !type) continue;
    const file = join(dir, name);
    found.set(`/_next/static/${original}`, { file, size: statSync(file).size, type });
  }
  return found;
}

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
  files: PrecompressedFiles,
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const found = files.get((req.url ?? "").split("?")[0] ?? "");
  if (!found || !acceptsBrotli(req.headers["accept-encoding"])) return false;
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  res.writeHead(200, {
    "Content-Type": found.type,
    "Content-Encoding": "br",
    "Content-Length": found.size,
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
  });
  if (req.method === "HEAD") res.end();
  else createReadStream(found.file).pipe(res);
  return true;
}
