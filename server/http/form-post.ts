import { IncomingMessage } from "node:http";
import { isDecodableFormAction, isFormActionCall, rowsOf } from "./action-reply";
import { refusal, type Refusal } from "./request-guard";

/**
 * Reads a body, never more than `limit` bytes: null as soon as it crosses the limit (the rest is
 * left unread). Rejects when the client goes away before the end.
 */
export function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      done();
      req.pause();
      resolve(null);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => onError(new Error("The client closed the request before its end."));
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}

/** Next.js's own tests for the two kinds of body, case and parameters included. */
const isMultipart = (type: string) => type.startsWith("multipart/form-data");
const isUrlEncoded = (type: string) => type === "application/x-www-form-urlencoded";

/**
 * Whether Next.js will decode a post's body as server action arguments (it leaves urlencoded posts
 * without a `Next-Action` header alone), so that this server has to check it first.
 */
export function decodesBody(headers: IncomingMessage["headers"]): boolean {
  const type = headers["content-type"] ?? "";
  return headers["next-action"] !== undefined ? !isUrlEncoded(type) : isMultipart(type);
}

/**
 * Whether a server action post can be decoded and is a call of a form's action, so that Next.js
 * (which answers 500 to a body it cannot decode, and to an action's TypeError) only sees those: a
 * multipart body must parse and hold a form's call (action-reply.ts), or, from a form posted
 * without JavaScript, name its action in a shape React decodes; any other body with a
 * `Next-Action` header must be such a call itself.
 */
export async function checkActionBody(
  headers: IncomingMessage["headers"],
  body: Buffer,
): Promise<Refusal | null> {
  const type = headers["content-type"] ?? "";
  const header = headers["next-action"];
  const actionId = Array.isArray(header) ? header.join(",") : header;
  if (isMultipart(type)) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), {
        headers: { "content-type": type },
      }).formData();
    } catch {
      return refusal("badBody");
    }
    const decodable =
      actionId === undefined
        ? isDecodableFormAction(form)
        : isFormActionCall(rowsOf(form), actionId);
    return decodable ? null : refusal("badBody");
  }
  // Next.js answers a urlencoded post with a `Next-Action` header with a 404 of its own.
  if (actionId === undefined || isUrlEncoded(type)) return null;
  // Arguments without a form's data in them (an action that reads none) come as plain text.
  const text = body.toString("utf8");
  const call = isFormActionCall((id) => (id === 0 ? text : undefined), actionId);
  return call ? null : refusal("badBody");
}

/**
 * A request that reads as `body`, for Next.js to take over once this server has read the original:
 * the same head, on the same connection.
 */
export function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}
