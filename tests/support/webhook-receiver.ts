import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived, for recomputing a signature. */
  body: string;
}

/** A local HTTP endpoint that records every request and answers with `status`. */
export interface TestWebhookReceiver {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  /** The status the receiver answers with; 200 unless changed. */
  status: number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = "/hooks/lead"): Promise<TestWebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const state = { status: 200 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(state.status, { "content-type": "text/plain" });
      response.end(state.status < 300 ? "ok" : "unavailable");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${path}`,
    requests,
    get status() {
      return state.status;
    },
    set status(value: number) {
      state.status = value;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
