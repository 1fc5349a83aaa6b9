import { request } from "node:http";
import { connect } from "node:net";

/** A request as it goes on the wire: nothing normalised, encoded or checked on the way. */
export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Bytes written to the socket as they are (for what node:http itself would refuse to send). */
  wire?: Buffer;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  /** The start of the body, as text. */
  text: string;
}

const BODY_KEPT = 64 * 1024;
const TIMEOUT_MS = 20_000;
/** How long a raw answer may pause before it counts as complete. */
const QUIET_MS = 500;

/** The status line and headers of a raw answer, and the start of its body. */
function parseWire(data: Buffer): RawAnswer {
  const text = data.toString("latin1");
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  const contentType = /\r\ncontent-type: *([^\r]*)/i.exec(head)?.[1] ?? "";
  return { status, contentType, text: rest.join("\r\n\r\n").slice(0, BODY_KEPT) };
}

/**
 * Writes bytes to the server and reads what comes back until it closes the connection or stays
 * quiet for a moment after answering. The socket is not half-closed after writing: Node.js's HTTP
 * server drops a request whose client ended its side (no browser does that).
 */
function sendWire(origin: URL, wire: Buffer): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(Number(origin.port), origin.hostname);
    const chunks: Buffer[] = [];
    let size = 0;
    let quiet: NodeJS.Timeout | undefined;
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => {
      if (size < BODY_KEPT) chunks.push(chunk);
      size += chunk.length;
      clearTimeout(quiet);
      quiet = setTimeout(() => socket.destroy(), QUIET_MS);
    });
    socket.on("close", () => {
      clearTimeout(quiet);
      resolve(parseWire(Buffer.concat(chunks)));
    });
    // A reset after the answer arrived still leaves the answer.
    socket.on("error", () => undefined);
    socket.write(wire);
  });
}

/** Sends a request to `origin` with node:http (or the raw bytes, when given) and reads the answer. */
export function sendRaw(origin: URL, sent: RawRequest): Promise<RawAnswer> {
  if (sent.wire) return sendWire(origin, sent.wire);
  return new Promise((resolve) => {
    const req = request(
      {
        host: origin.hostname,
        port: origin.port,
        method: sent.method,
        path: sent.path,
        headers: { connection: "close", ...sent.headers },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        let text = "";
        res.setEncoding("latin1");
        res.on("data", (chunk: string) => {
          if (text.length < BODY_KEPT) text += chunk;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers["content-type"] ?? "",
            text: text.slice(0, BODY_KEPT),
          }),
        );
        res.on("error", () => resolve({ status: res.statusCode ?? 0, contentType: "", text }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => resolve({ status: 0, contentType: "", text: String(error) }));
    req.end(sent.body);
  });
}
