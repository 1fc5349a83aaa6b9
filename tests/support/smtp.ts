import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createAnswerGate, type AnswerGate } from "./answer-gate";
import { parseMail, type ParsedMail } from "./mime";

export interface ReceivedMail extends ParsedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps every message it accepts; it can be stopped and started
 * again. `gate` delays or holds its "250 accepted": a message whose client hangs up before that is
 * dropped, as a real server drops it, and is not in `messages`.
 */
export interface TestSmtpServer {
  readonly port: number;
  readonly messages: ReceivedMail[];
  readonly gate: AnswerGate;
  readonly url: string;
  /** Stops listening: clients then get "connection refused". */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.server.off("error", reject);
      resolve((server.server.address() as AddressInfo).port);
    });
  });
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const gate = createAnswerGate();
  const hungUp = new Set<string>();
  const dropHeld = new Map<string, () => void>();
  const create = () =>
    new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 1000,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const accept = () => {
            dropHeld.delete(session.id);
            if (hungUp.has(session.id)) return callback(new Error("client went away"));
            messages.push({
              ...parseMail(raw),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw,
            });
            callback();
          };
          dropHeld.set(session.id, gate.admit(accept));
        });
      },
      onClose(session) {
        hungUp.add(session.id);
        dropHeld.get(session.id)?.();
        dropHeld.delete(session.id);
      },
    });

  let server: SMTPServer | undefined = create();
  const port = await listen(server, 0);

  return {
    port,
    messages,
    gate,
    url: `smtp://127.0.0.1:${port}`,
    async stop() {
      gate.releaseHeld();
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    async start() {
      if (server) return;
      server = create();
      await listen(server, port);
    },
  };
}
