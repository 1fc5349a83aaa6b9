import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { trackRequests } from "./drain";

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose every answer takes `delayMs`. */
async function slowServer(delayMs: number) {
  server = createServer((_req, res) => {
    setTimeout(() => res.end("done"), delayMs);
  });
  const drain = trackRequests(server);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { drain, port: (server.address() as AddressInfo).port };
}

function get(port: number): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    request({ port, host: "127.0.0.1", path: "/" }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("stopping the server", () => {
  it("answers every request in flight before it closes, and tells keep-alive clients to go", async () => {
    const { drain, port } = await slowServer(300);
    const inFlight = Promise.all([get(port), get(port), get(port)]);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const closing = drain.close(5_000);
    const answers = await inFlight;

    expect(await closing).toEqual({ cut: 0 });
    expect(answers.map((a) => [a.status, a.body, a.connection])).toEqual(
      Array.from({ length: 3 }, () => [200, "done", "close"]),
    );
    await expect(get(port)).rejects.toThrow();
  });

  it("cuts requests still running when the grace period ends, and says how many", async () => {
    const { drain, port } = await slowServer(5_000);
    const stuck = get(port).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = performance.now();
    expect(await drain.close(200)).toEqual({ cut: 1 });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await stuck).toBeInstanceOf(Error);
  });
});
