import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { localeOfPath, serveNotFoundPages, type NotFoundPages } from "./not-found-page";

const pages: NotFoundPages = new Map([
  ["en", "<html lang=en><h1>Not here</h1></html>"],
  ["zh", "<html lang=zh-Hans><h1>找不到</h1></html>"],
]);
const SHELL = '<html id="__next_error__"><body></body></html>';

/** Answers as Next.js does: headers and status set first, then the body in chunks. */
function app(req: IncomingMessage, res: ServerResponse) {
  const path = req.url ?? "/";
  if (path === "/writehead") {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": 45 });
    res.end(SHELL);
    return;
  }
  const status = path.includes("missing") ? 404 : 200;
  res.statusCode = status;
  res.setHeader("Content-Type", path.startsWith("/api/") ? "application/json" : "text/html");
  res.setHeader("ETag", '"abc"');
  res.write(path.includes("missing") ? SHELL.slice(0, 20) : "<html>page ");
  res.end(path.includes("missing") ? SHELL.slice(20) : "body</html>");
}

let close: (() => void) | undefined;
afterEach(() => close?.());

async function start(): Promise<string> {
  const server = createServer((req, res) => {
    serveNotFoundPages(req, res, pages);
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the not-found page in the HTML", () => {
  it("replaces the empty 404 shell with the page in the path's language, keeping the status", async () => {
    const base = await start();
    const en = await fetch(`${base}/missing`);
    expect(en.status).toBe(404);
    expect(en.headers.get("etag")).toBeNull();
    expect(await en.text()).toBe(pages.get("en"));
    const zh = await fetch(`${base}/zh/layout/missing`);
    expect(await zh.text()).toBe(pages.get("zh"));
    // No Malay page in this build: English, never an empty shell.
    expect(await (await fetch(`${base}/ms/missing`)).text()).toBe(pages.get("en"));
  });

  it("works when the status and headers come through writeHead", async () => {
    const base = await start();
    const response = await fetch(`${base}/writehead`, {});
    // /writehead answers 404 itself, with a Content-Length the new body must not keep.
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(pages.get("en"));
  });

  it("answers /404 with status 404 and leaves every other answer alone", async () => {
    const base = await start();
    expect((await fetch(`${base}/zh/404`)).status).toBe(404);
    const ok = await fetch(`${base}/gallery`);
    expect([ok.status, await ok.text()]).toEqual([200, "<html>page body</html>"]);
    const api = await fetch(`${base}/api/missing`);
    expect(await api.text()).toBe(SHELL);
    const rsc = await fetch(`${base}/missing`, { headers: { rsc: "1" } });
    expect(await rsc.text()).toBe(SHELL);
    const desk = await fetch(`${base}/admin/leads/missing`);
    expect(await desk.text()).toBe(SHELL);
    const head = await fetch(`${base}/missing`, { method: "HEAD" });
    expect(head.status).toBe(404);
  });

  it("reads the language from the path as the routing does", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/zh")).toBe("zh");
    expect(localeOfPath("/ms/layout/A1")).toBe("ms");
    expect(localeOfPath("/zhx/layout")).toBe("en");
  });
});
