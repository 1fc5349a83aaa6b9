import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAnswerGate, type AnswerGate } from "./answer-gate";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived, for recomputing a signature. */
  body: string;
  /** The status answered; undefined while unanswered, or when the client hung up first. */
  answered?: number;
}

/**
 * A local HTTP endpoint that records every request as it arrives and answers with `status`, when
 * `gate` lets it: a receiver that has processed a post but whose answer never reaches the sender.
 */
export interface TestWebhookReceiver {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  readonly gate: AnswerGate;
  /** The status the receiver answers with; 200 unless changed. */
  status: number;
  /**
   * When set, decides the answer to each request instead of `status` (a token endpoint, a body
   * a platform answers with); returning undefined falls back to `status`.
   */
  reply?: (request: ReceivedRequest) => { status: number; body: string } | undefined;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = "/hooks/lead"): Promise<TestWebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const state: { status: number; reply?: TestWebhookReceiver["reply"] } = { status: 200 };
  const gate = createAnswerGate();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const received: ReceivedRequest = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(received);
      const custom = state.reply?.(received);
      const status = custom?.status ?? state.status;
      const drop = gate.admit(() => {
        if (response.destroyed) return;
        received.answered = status;
        response.writeHead(status, {
          "content-type": custom ? "application/json" : "text/plain",
        });
        response.end(custom?.body ?? (status < 300 ? "ok" : "unavailable"));
      });
      response.on("close", drop);
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
    gate,
    get status() {
      return state.status;
    },
    set status(value: number) {
      state.status = value;
    },
    get reply() {
      return state.reply;
    },
    set reply(value) {
      state.reply = value;
    },
    close() {
      gate.releaseHeld();
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
