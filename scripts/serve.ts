import "./lib/source-maps-off";
import "./lib/checked-env";
import { createServer } from "node:http";
import next from "next";
import { compressResponses } from "@/server/http/compress";
import { hashInlineScripts } from "@/server/http/script-policy";
import { guardServer } from "@/server/http/guard";
import { readNotFoundPages, serveNotFoundPages } from "@/server/http/not-found-page";
import { findPrecompressed, servePrecompressed } from "@/server/http/precompressed";
import { readReleaseActions, reloadSkewedAction } from "@/server/http/version-skew";
import { trackRequests } from "@/server/lifecycle/drain";
import { startDraining } from "@/server/lifecycle/draining";
import { runShutdownHooks } from "@/server/lifecycle/shutdown";
import { clientAddressResolver, pinClientAddress } from "@/server/http/trust-proxy";
import { log } from "@/server/log";
import { loadEnv } from "./lib/load-env";
import { builtNextConfig } from "./lib/built-next-config";
import { nextHostname } from "./lib/next-hostname";
import { preflight } from "./lib/preflight";
import { observeRequests } from "@/server/metrics/access-log";
import { routePatternMatcher } from "@/server/metrics/route-patterns";
import { readRouteTable } from "@/server/metrics/route-table";

// The production server: `npm start` runs it after preparing the build and the database
// (scripts/start.ts); a deployment runs the compiled copy, `node dist/serve.mjs` (`npm run serve`).
// Next.js's own request handler, as `next start` runs it, behind brotli compression.
// Scripts and styles go out as the brotli files written at build time; everything else is
// compressed as it is sent. PORT and HOST as for `next start`. In front of it all, requests that
// Next.js would answer with a 500 although the client is at fault get a 4xx
// (server/http/guard.ts), and bodies are read within their limit.
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";

/** How long a stop waits for requests in flight before it cuts them. */
const GRACE_MS = 10_000;

const env = loadEnv();
const problem = await preflight(env.DATABASE_URL);
if (problem && "fatal" in problem) {
  log.fatal(problem.fatal);
  process.exit(1);
}
if (problem) log.warn(problem.warning);

const app = next({ dev: false, hostname: nextHostname(hostname), port, conf: builtNextConfig() });
const handle = app.getRequestHandler();
await app.prepare();
const compress = compressResponses();
const precompressed = findPrecompressed();
const notFoundPages = readNotFoundPages();
const releaseActions = readReleaseActions();

const resolveClient = clientAddressResolver(env.TRUST_PROXY);
const server = createServer();
// First of all: the client's address, from the socket or a trusted proxy (TRUST_PROXY).
server.on("request", (req) => pinClientAddress(req, resolveClient));
// Then its id, and when it is answered an access log line and its time in /api/metrics.
observeRequests(server, routePatternMatcher(readRouteTable()));
guardServer(server, (req, res) => {
  if (servePrecompressed(req, res, precompressed)) return;
  // A page of the previous release calling an action this one lacks: reload it (rolling upgrade).
  if (reloadSkewedAction(req, res, releaseActions)) return;
  compress(req, res, () => {
    // Each HTML answer's policy names its own inline scripts (after any body swap below).
    hashInlineScripts(req, res);
    serveNotFoundPages(req, res, notFoundPages);
    void handle(req, res);
  });
});
// Longer than a proxy keeps an idle upstream connection (Caddy: 2 min), so the proxy is the one
// that closes it and never sends a request down a socket we are closing at the same moment.
server.keepAliveTimeout = 125_000;
server.headersTimeout = 126_000;
const drain = trackRequests(server);
server.listen(port, hostname);

let stopping = false;
let skipDelay: (() => void) | undefined;
async function stop(signal: string) {
  // A second signal during the delay: the operator does not want to wait for the proxy.
  if (stopping) return skipDelay?.();
  stopping = true;
  const started = performance.now();
  // Out of the proxy's rotation first (its health check now sees 503), still serving what comes
  // meanwhile; then stop accepting and let the requests in flight finish.
  startDraining();
  if (env.SHUTDOWN_DELAY_MS && signal !== "parent gone")
    await new Promise<void>((resolve) => {
      skipDelay = resolve;
      setTimeout(resolve, env.SHUTDOWN_DELAY_MS);
    });
  const report = (error: unknown) => log.error({ err: String(error) }, "shutdown step failed");
  // Live streams (the units feed) end now: clients reconnect to another instance, and the drain
  // waits only for requests that end by themselves.
  await runShutdownHooks(report, ["streams"]);
  const { cut } = await drain.close(GRACE_MS);
  // Every registration a request waited for is committed by now; then the outbox finishes or
  // releases its sends, then the pools close.
  await runShutdownHooks(report);
  log.info({ signal, cut, ms: Math.round(performance.now() - started) }, "server stopped");
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop(signal));
// Started by scripts/start.ts with an IPC channel: if the launcher dies (kill -9), stop too rather
// than serve on as an orphan nobody manages.
process.on("disconnect", () => void stop("parent gone"));
