import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "../log";
import { accessLevel, accessRecord, observeRequests } from "./access-log";
import { metrics } from "./registry";

let server: Server | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  const open = server;
  server = undefined;
  if (open) await new Promise((resolve) => open.close(resolve));
});

/** A server as scripts/serve.ts builds one: observeRequests first, then the handler. */
async function serve(
  handler: RequestListener,
  routeOf: (target: string) => string = (target) =>
    target.startsWith("/register") ? "/[locale]/register" : "other",
): Promise<string> {
  server = createServer();
  observeRequests(server, routeOf);
  server.on("request", handler);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The access log lines written while `work` ran (the log's own calls, spied on). */
async function accessLines(work: () => Promise<void>) {
  const info = vi.spyOn(log, "info");
  await work();
  await vi.waitFor(() => expect(info).toHaveBeenCalled());
  return info.mock.calls
    .filter((call) => call[1] === "request")
    .map((call) => call[0] as Record<string, unknown>);
}

describe("accessRecord", () => {
  it("keeps the method, route pattern, status, whole tenths of a millisecond and the request id", () => {
    const record = accessRecord(
      { method: "POST" },
      { statusCode: 201, writableFinished: true },
      "/api/registrations",
      12.345,
      "req-abc12345",
    );
    expect(record).toEqual({
      method: "POST",
      route: "/api/registrations",
      status: 201,
      ms: 12.3,
      requestId: "req-abc12345",
    });
  });

  it("labels a method the site does not serve `other` and a response the client left 499", () => {
    const record = accessRecord(
      { method: "PROPFIND" },
      { statusCode: 200, writableFinished: false },
      "other",
      1,
      "id-0000000",
    );
    expect(record).toMatchObject({ method: "other", status: 499 });
  });
});

describe("accessLevel", () => {
  it("puts a passing health check at debug, and a failing one and every other request at info", () => {
    expect(accessLevel({ route: "/api/health", status: 200 })).toBe("debug");
    expect(accessLevel({ route: "/api/health", status: 503 })).toBe("info");
    expect(accessLevel({ route: "/api/health", status: 499 })).toBe("info");
    expect(accessLevel({ route: "/api/registrations", status: 201 })).toBe("info");
    expect(accessLevel({ route: "/[locale]/[...rest]", status: 404 })).toBe("info");
  });
});

describe("observeRequests", () => {
  it("logs one line per request with the route pattern, never the query, the client or cookies", async () => {
    const origin = await serve((_req, res) => {
      res.statusCode = 200;
      res.end("ok");
    });
    const lines = await accessLines(async () => {
      const response = await fetch(`${origin}/register?email=ah.kow%40example.com&utm_source=fb`, {
        headers: { cookie: "NEXT_LOCALE=zh", "x-forwarded-for": "198.51.100.23" },
      });
      expect(response.status).toBe(200);
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      method: "GET",
      route: "/[locale]/register",
      status: 200,
      ms: expect.any(Number),
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const text = JSON.stringify(lines[0]);
    for (const leak of ["ah.kow", "utm_source", "?", "NEXT_LOCALE", "198.51.100.23", "127.0.0.1"])
      expect(text).not.toContain(leak);
  });

  it("gives the handler and the client the same request id, the proxy's when it sent a sane one", async () => {
    const seen: (string | string[] | undefined)[] = [];
    const origin = await serve((req, res) => {
      seen.push(req.headers["x-request-id"]);
      res.end();
    });
    const lines = await accessLines(async () => {
      const fromProxy = await fetch(origin, { headers: { "x-request-id": "proxy-req-12345678" } });
      const fresh = await fetch(origin, { headers: { "x-request-id": "bad id <script>" } });
      expect(fromProxy.headers.get("x-request-id")).toBe("proxy-req-12345678");
      expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen).toEqual(["proxy-req-12345678", fresh.headers.get("x-request-id")]);
    });
    expect(lines.map((line) => line.requestId)).toEqual(seen);
  });

  it("logs the proxy's passing health checks at debug, a failing one at info", async () => {
    const debug = vi.spyOn(log, "debug");
    const lines = await accessLines(async () => {
      const origin = await serve(
        (req, res) => {
          res.statusCode = req.url === "/api/health?down" ? 503 : 200;
          res.end();
        },
        (target) => (target.startsWith("/api/health") ? "/api/health" : "other"),
      );
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);
      expect((await fetch(`${origin}/api/health?down`)).status).toBe(503);
      await vi.waitFor(() => expect(debug).toHaveBeenCalled());
    });
    expect(lines.map((line) => [line.route, line.status])).toEqual([["/api/health", 503]]);
    const debugLines = debug.mock.calls.filter((call) => call[1] === "request");
    expect(debugLines.map((call) => (call[0] as { status: number }).status)).toEqual([200]);
  });

  it("observes each request's duration under its method, route pattern and status", async () => {
    const series = async () =>
      (await metrics().httpDuration.get()).values.find(
        ({ labels, metricName }) =>
          metricName === "skyhaven_http_request_duration_seconds_count" &&
          labels.method === "POST" &&
          labels.route === "/[locale]/register" &&
          labels.status === "303",
      )?.value ?? 0;
    const before = await series();
    const origin = await serve((_req, res) => {
      res.writeHead(303, { location: "/register/thank-you" }).end();
    });
    await accessLines(async () => {
      const response = await fetch(`${origin}/register?x=1`, {
        method: "POST",
        redirect: "manual",
      });
      expect(response.status).toBe(303);
    });
    expect((await series()) - before).toBe(1);
  });
});
