import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { targetPath } from "../http/request-guard";
import { log } from "../log";
import { requestIdOf } from "../request-id";
import { metrics } from "./registry";

/** One access log line's fields. Nothing a client chose beyond the method, nothing personal. */
export interface AccessRecord {
  method: string;
  /** The route pattern (route-patterns.ts), never the path: a path can carry a token or a name. */
  route: string;
  status: number;
  ms: number;
  requestId: string;
}

/** The methods the server serves (server/http/guard.ts answers any other with 405). */
const METHODS = new Set(["GET", "HEAD", "POST"]);

/** The proxy's health check: once a second per proxy, 86,400 lines a day at info. */
const HEALTH_ROUTE = "/api/health";

/**
 * The level of a request's access line: a health check that passed is debug (the proxy asks every
 * second), one that failed stays at info beside every other request, so an instance that leaves
 * the rotation shows in the log.
 */
export function accessLevel(record: Pick<AccessRecord, "route" | "status">): "debug" | "info" {
  return record.route === HEALTH_ROUTE && record.status < 400 ? "debug" : "info";
}

/** nginx's "client closed request": the client went away before its response ended. */
export const CLIENT_GONE = 499;

export function accessRecord(
  req: Pick<IncomingMessage, "method">,
  res: Pick<ServerResponse, "statusCode" | "writableFinished">,
  route: string,
  ms: number,
  requestId: string,
): AccessRecord {
  return {
    method: METHODS.has(req.method ?? "") ? (req.method ?? "") : "other",
    route,
    status: res.writableFinished ? res.statusCode : CLIENT_GONE,
    ms: Math.round(ms * 10) / 10,
    requestId,
  };
}

/**
 * Gives every request an id (the proxy's x-request-id when it sent a sane one), which Next.js's
 * handlers see and every response carries, and when the response ends writes one access log line
 * (at debug for a passing health check, see accessLevel) and observes
 * skyhaven_http_request_duration_seconds. Registered before the server's handler, so
 * the id is in place before anything reads it. Client addresses, queries, bodies and cookies are
 * never logged.
 */
export function observeRequests(server: Server, routeOf: (target: string) => string): void {
  const { httpDuration } = metrics();
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const given = req.headers["x-request-id"];
    const id = requestIdOf(typeof given === "string" ? given : undefined);
    req.headers["x-request-id"] = id;
    res.setHeader("x-request-id", id);
    // Read now: Next.js may rewrite req.url while it handles the request.
    const target = targetPath(req) ?? "";
    res.once("close", () => {
      const record = accessRecord(req, res, routeOf(target), performance.now() - started, id);
      httpDuration.observe(
        { method: record.method, route: record.route, status: String(record.status) },
        record.ms / 1000,
      );
      log[accessLevel(record)](record, "request");
    });
  });
}
