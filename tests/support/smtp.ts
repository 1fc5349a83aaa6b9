import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./mime";

export interface ReceivedMail extends ParsedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message; it can be stopped and started again. */
export interface TestSmtpServer {
  readonly port: number;
  readonly messages: ReceivedMail[];
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
          messages.push({
            ...parseMail(raw),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
          });
          callback();
        });
      },
    });

  let server: SMTPServer | undefined = create();
  const port = await listen(server, 0);

  return {
    port,
    messages,
    url: `smtp://127.0.0.1:${port}`,
    async stop() {
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
