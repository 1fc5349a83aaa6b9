import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";

/** One message of an event stream, as a browser dispatches it, and when it arrived. */
export interface StreamMessage {
  event: string;
  /** The id field, when the message had one. */
  id: string | undefined;
  data: string;
  at: number;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  messages: StreamMessage[];
  /** Comments (heartbeats) and retry fields seen, in order. */
  other: string[];
  /** Resolves with the first message, from now or already received, that `match` accepts. */
  next(match: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `GET url` as an event stream with Node's own http(s) client (fetch cannot trust a test
 * CA) and parses messages as they arrive, each stamped with its arrival time.
 */
export function openEventStream(
  url: string,
  { headers = {}, ca }: { headers?: Record<string, string>; ca?: string } = {},
): Promise<EventStream> {
  const request = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { accept: "text/event-stream", ...headers }, ca, servername: "localhost" },
      (res: IncomingMessage) => {
        const messages: StreamMessage[] = [];
        const other: string[] = [];
        const waiters = new Set<() => void>();
        let buffer = "";
        let endedResolve!: () => void;
        const ended = new Promise<void>((done) => (endedResolve = done));
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let split: number;
          while ((split = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            const fields = block.split("\n").map((line) => {
              const colon = line.indexOf(":");
              return [line.slice(0, colon), line.slice(colon + 1).replace(/^ /, "")] as const;
            });
            const data = fields.filter(([name]) => name === "data").map(([, value]) => value);
            if (data.length === 0) {
              other.push(block);
              continue;
            }
            messages.push({
              event: fields.find(([name]) => name === "event")?.[1] ?? "message",
              id: fields.find(([name]) => name === "id")?.[1],
              data: data.join("\n"),
              at: performance.now(),
            });
          }
          for (const wake of waiters) wake();
        });
        res.on("end", () => endedResolve());
        res.on("close", () => endedResolve());
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          messages,
          other,
          ended,
          next(match, timeoutMs = 5000) {
            return new Promise((found, fail) => {
              const check = () => {
                const message = messages.find(match);
                if (!message) return;
                waiters.delete(check);
                clearTimeout(timer);
                found(message);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(
                  new Error(
                    `No matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`,
                  ),
                );
              }, timeoutMs);
              waiters.add(check);
              check();
            });
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** A change's unit and status, from a stream message. */
export const changeOf = (message: StreamMessage) =>
  JSON.parse(message.data) as { id: string; status: string };
