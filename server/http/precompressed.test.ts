import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPrecompressed, servePrecompressed } from "./precompressed";

const script = Buffer.from(`console.log(${JSON.stringify("SkyHaven ".repeat(400))});`);
let dist: string;
let server: Server;
let port: number;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request (fetch would decompress and hide the encoding). */
function get(path: string, headers: Record<string, string>, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "skyhaven-precompressed-"));
  mkdirSync(join(dist, "static", "chunks"), { recursive: true });
  writeFileSync(join(dist, "static", "chunks", "app.js"), script);
  writeFileSync(join(dist, "static", "chunks", "app.js.br"), brotliCompressSync(script));
  writeFileSync(join(dist, "static", "chunks", "plain.js"), script);
  writeFileSync(join(dist, "secret.js.br"), brotliCompressSync(Buffer.from("secret")));
  // Whatever servePrecompressed leaves alone answers 404, as Next.js would for a missing file.
  const files = findPrecompressed(dist);
  server = createServer((req, res) => {
    if (!servePrecompressed(req, res, files)) res.writeHead(404).end("left to Next.js");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe("servePrecompressed", () => {
  it("sends the build's brotli file to a browser that takes brotli, with the site's headers", async () => {
    const answer = await get("/_next/static/chunks/app.js?v=1", { "Accept-Encoding": "gzip, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).equals(script)).toBe(true);
  });

  it("answers HEAD with the headers alone", async () => {
    const answer = await get("/_next/static/chunks/app.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.length).toBe(0);
  });

  it.each([
    ["a browser without brotli", "/_next/static/chunks/app.js", "gzip, deflate"],
    ["a file with no brotli copy", "/_next/static/chunks/plain.js", "br"],
    ["a missing file", "/_next/static/chunks/missing.js", "br"],
    ["a path outside the build's static files", "/_next/static/../secret.js", "br"],
    ["an encoded path outside them", "/_next/static/%2e%2e/secret.js", "br"],
    ["a page", "/gallery", "br"],
  ])("leaves %s to Next.js", async (_case, path, encoding) => {
    const answer = await get(path, { "Accept-Encoding": encoding });
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe("left to Next.js");
  });
});
