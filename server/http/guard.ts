import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { checkActionBody, decodesBody, readLimited, replay } from "./form-post";
import { closeWhenAnsweredUnread, refuse } from "./refuse";
import {
  ALLOWED_METHODS,
  bodyLimit,
  checkHead,
  declaresTooLarge,
  isActionPost,
  isCms,
  cmsActionRefusal,
  isApi,
  refusal,
  targetPath,
} from "./request-guard";

const pathOf = (req: IncomingMessage) => (targetPath(req) ?? "/").split("?")[0] ?? "/";

/**
 * A post to a page (a server action, or a form) read here within its limit, and a server action's
 * arguments checked before Next.js decodes them; null when it has been refused. The APIs read
 * their own bodies, with the same limit.
 */
async function readPost(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<IncomingMessage | null> {
  const body = await readLimited(req, bodyLimit(pathname));
  const problem =
    body === null
      ? refusal("tooLarge")
      : !isActionPost(req, pathname) || !decodesBody(req.headers)
        ? null
        : isCms(pathname)
          ? cmsActionRefusal(req.headers)
          : await checkActionBody(req.headers, body);
  if (!problem && body) return replay(req, body);
  refuse(req, res, problem ?? refusal("tooLarge"));
  return null;
}

/**
 * Answers the requests Next.js would answer with a 500 although the client is at fault, with a
 * 4xx. Returns the request for Next.js (a copy when its body was read here), or null when it has
 * been answered. Rejects when the client goes away while its body is read.
 */
export async function guard(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<IncomingMessage | null> {
  closeWhenAnsweredUnread(req, res);
  const problem = checkHead(req);
  if (problem) {
    refuse(req, res, problem);
    return null;
  }
  req.url = targetPath(req) ?? "/";
  const pathname = pathOf(req);
  return req.method === "POST" && !isApi(pathname) ? readPost(req, res, pathname) : req;
}

/** Runs `handle` behind `guard`, and answers what Node.js would otherwise drop or wave through. */
export function guardServer(
  server: Server,
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Server {
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    guard(req, res).then(
      (request) => request && handle(request, res),
      // The client went away while its body was read: nobody is left to answer.
      () => req.socket.destroy(),
    );
  });
  // A client that waits for "100 Continue" before sending its body is answered first, so a body
  // refused by its declared length is never sent.
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    if (!checkHead(req) && !declaresTooLarge(req, pathOf(req))) res.writeContinue();
    server.emit("request", req, res);
  });
  // CONNECT asks for a tunnel, which a web site does not offer (Node.js would drop the connection).
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(", ")}\r\n` +
        "Content-Length: 0\r\nConnection: close\r\n\r\n",
    );
  });
  return server;
}
