import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardServer } from "./guard";

let server: Server;
let port: number;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Sent {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Sends a request and reads the answer (node:http, which sends methods and paths as given). */
function send({ method = "GET", path, headers = {}, body }: Sent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, method, headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Streams `total` bytes without a declared length and resolves with the answer and how much went out. */
function stream(path: string, total: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const req = request({
      port,
      path,
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, sent }));
    });
    req.on("error", reject);
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

/** The first line of the answer to bytes written as they are (no client library in between). */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve(answer.split("\r\n")[0] ?? ""));
    socket.on("error", reject);
    socket.end(text);
  });
}

beforeAll(async () => {
  // Stands in for Next.js: echoes what reached it.
  server = guardServer(createServer(), (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A database outage, as the app reports it.
    if (req.url === "/api/health") return void res.writeHead(503).end("unavailable");
    req.on("end", () =>
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          body: Buffer.concat(chunks).toString(),
        }),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const action = { "next-action": "60f8882e03518b83ab8784a13b0e37077dcf594c09" };
const multipart = (fields: Record<string, string>) => {
  const body = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  return {
    headers: { "content-type": "multipart/form-data; boundary=x" },
    body: `${body}--x--\r\n`,
  };
};

describe("guardServer", () => {
  it("answers unsupported methods with 405 and the methods the site takes, without a stack trace", async () => {
    for (const method of ["TRACE", "PROPFIND", "DELETE", "OPTIONS"]) {
      const answer = await send({ method, path: "/api/registrations" });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
      expect(answer.body).toBe("Method not allowed.\n");
    }
    expect(await raw("CONNECT skyhaven.example:443 HTTP/1.1\r\nHost: x\r\n\r\n")).toBe(
      "HTTP/1.1 405 Method Not Allowed",
    );
  });

  it("answers a path that does not decode with 400 and the site's security headers", async () => {
    const answer = await send({ path: "/_next/static/chunks/%" });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(await raw("GET * HTTP/1.1\r\nHost: x\r\n\r\n")).toBe("HTTP/1.1 400 Bad Request");
  });

  it("refuses a server action posted from another site with 403", async () => {
    const answer = await send({
      method: "POST",
      path: "/register",
      headers: { ...action, "content-type": "text/plain", origin: "https://evil.example" },
      body: "[]",
    });
    expect(answer.status).toBe(403);
  });

  it("hands a page post it has read to the app unchanged, and leaves API bodies to the API", async () => {
    const form = multipart({ 0: '[{"status":"idle"},"$K1"]', "1_name": "Tan Ah Kow" });
    const page = await send({
      method: "POST",
      path: "/register",
      ...form,
      headers: { ...form.headers, ...action },
    });
    expect(page.status).toBe(200);
    expect(JSON.parse(page.body)).toEqual({ method: "POST", url: "/register", body: form.body });

    const api = await send({
      method: "POST",
      path: "/api/registrations",
      body: "not checked here",
    });
    expect(JSON.parse(api.body).body).toBe("not checked here");
  });

  it.each([
    ["text that is not JSON", { ...action, "content-type": "text/plain" }, "garbage"],
    [
      "a reference to a row that was not sent",
      { ...action, "content-type": "text/plain" },
      '["$1"]',
    ],
    [
      "a multipart body that does not parse",
      { ...action, "content-type": "multipart/form-data; boundary=x" },
      "garbage",
    ],
    [
      "a form without JavaScript whose action cannot be decoded",
      { "content-type": "multipart/form-data; boundary=x" },
      multipart({ $ACTION_REF_1: "", "$ACTION_1:0": "{}" }).body,
    ],
  ])("refuses a server action post with %s with 400", async (_case, headers, body) => {
    const answer = await send({ method: "POST", path: "/register", headers, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toBe("Bad request: the form could not be read.\n");
  });

  it("refuses a page post over 16 KB with 413 as soon as it crosses the limit", async () => {
    const declared = await raw(
      "POST /register HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\n" +
        "Content-Length: 629145600\r\n\r\n--x",
    );
    expect(declared).toBe("HTTP/1.1 413 Payload Too Large");

    const total = 64 * 1024 * 1024;
    const streamed = await stream("/register", total);
    expect(streamed.status).toBe(413);
    expect(streamed.sent).toBeLessThan(total / 4);
  });

  it("leaves the app's own server errors alone: a database outage is still a 503", async () => {
    const answer = await send({ path: "/api/health" });
    expect(answer).toMatchObject({ status: 503, body: "unavailable" });
  });

  it("answers a client that waits for 100 Continue with 413 before it sends an oversized body", async () => {
    const first = await raw(
      "POST /register HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n" +
        "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 629145600\r\n\r\n",
    );
    expect(first).toBe("HTTP/1.1 413 Payload Too Large");
  });
});
