import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { compressResponses } from "./compress";
import { inlineScriptHashes } from "./inline-script-hashes";
import { serveNotFoundPages } from "./not-found-page";
import { hashInlineScripts } from "./script-policy";

// Hashes worked out apart from the code under test: printf '…' | openssl dgst -sha256 -binary | base64
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"; // alert(1)
const A_LF_B = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='"; // a\nb

const scriptSrc = (policy: string | null) =>
  (policy ?? "").split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";

describe("the hashes of a page's inline scripts", () => {
  it("names each inline script once, by the hash of its text as the browser parses it", () => {
    const html =
      '<html><head><script>alert(1)</script><script src="/_next/a.js"></script>' +
      '<script type="application/ld+json">{"@type":"Place"}</script></head>' +
      "<body><SCRIPT async>a\r\nb</SCRIPT ><script>alert(1)</script></body></html>";
    expect(inlineScriptHashes(html)).toEqual([ALERT, A_LF_B]);
  });

  it("finds none in a page without inline scripts", () => {
    expect(
      inlineScriptHashes('<p>no <em>script</em> here</p><script src="/x.js"></script>'),
    ).toEqual([]);
  });
});

const PAGE_START = "<!DOCTYPE html><html><head><script>alert(1)</script>";
const PAGE_END = "</head><body><p>Suites</p><script>a\nb</script></body></html>";
const NOT_FOUND = "<html><body><h1>Not here</h1><script>self.nf=1</script></body></html>";

/** Answers as Next.js does: headers first, then the body in chunks, or JSON, or a 404 shell. */
function app(req: IncomingMessage, res: ServerResponse) {
  if (req.url === "/api/thing") {
    res.setHeader("Content-Type", "application/json");
    res.end('{"html":"<script>alert(1)</script>"}');
    return;
  }
  if (req.url === "/cached") {
    res.setHeader("Content-Security-Policy", "script-src 'self'");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("ETag", '"v1"');
    if (req.headers["if-none-match"] === '"v1"') {
      res.statusCode = 304;
      res.end();
    } else res.end(PAGE_START + PAGE_END);
    return;
  }
  if (req.url === "/missing") {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    res.end("<html><script>shell()</script></html>");
    return;
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Security-Policy", "script-src 'self'");
  res.flushHeaders();
  res.write(PAGE_START);
  setTimeout(() => res.end(PAGE_END), 20);
}

let close: (() => void) | undefined;
afterEach(() => close?.());

async function start(): Promise<string> {
  const compress = compressResponses();
  const server = createServer((req, res) =>
    compress(req, res, () => {
      hashInlineScripts(req, res);
      serveNotFoundPages(req, res, new Map([["en", NOT_FOUND]]));
      app(req, res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the policy of an HTML answer", () => {
  it("allows exactly the page's inline scripts, no inline script as such, and keeps the page whole", async () => {
    const base = await start();
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await fetch(`${base}/`, { headers: { "Accept-Encoding": encoding } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(PAGE_START + PAGE_END);
      const policy = response.headers.get("content-security-policy");
      expect(scriptSrc(policy)).toContain(`'self' ${ALERT} ${A_LF_B}`);
      expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it("hashes the page the browser gets when the not-found page replaces the body", async () => {
    const base = await start();
    const response = await fetch(`${base}/missing`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_FOUND);
    const policy = scriptSrc(response.headers.get("content-security-policy"));
    expect(policy).toContain(inlineScriptHashes(NOT_FOUND)[0]);
    expect(policy).not.toContain(inlineScriptHashes("<script>shell()</script>")[0]);
  });

  it("sends no policy with a 304, so the browser keeps the one that came with the page's scripts", async () => {
    const base = await start();
    const first = await fetch(`${base}/cached`);
    expect(scriptSrc(first.headers.get("content-security-policy"))).toContain(ALERT);
    const again = await fetch(`${base}/cached`, { headers: { "If-None-Match": '"v1"' } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
  });

  it("leaves anything that is not HTML as it was", async () => {
    const base = await start();
    const response = await fetch(`${base}/api/thing`);
    expect(await response.json()).toEqual({ html: "<script>alert(1)</script>" });
    expect(response.headers.get("content-security-policy")).toBeNull();
  });

  it("answers a HEAD with the headers and no body", async () => {
    const base = await start();
    const response = await fetch(`${base}/`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toBe("");
  });
});
