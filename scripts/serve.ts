import { createServer } from "node:http";
import next from "next";
import { compressResponses } from "@/server/http/compress";
import { guardServer } from "@/server/http/guard";
import { findPrecompressed, servePrecompressed } from "@/server/http/precompressed";
import { trackRequests } from "@/server/lifecycle/drain";
import { runShutdownHooks } from "@/server/lifecycle/shutdown";
import { readEnv } from "@/server/env-schema";
import { clientAddressResolver, pinClientAddress } from "@/server/http/trust-proxy";
import { log } from "@/server/log";

// The production server `npm start` runs (scripts/start.ts prepares the build and the database
// first): Next.js's own request handler, as `next start` runs it, behind brotli compression.
// Scripts and styles go out as the brotli files written at build time; everything else is
// compressed as it is sent. PORT and HOST as for `next start`. In front of it all, requests that
// Next.js would answer with a 500 although the client is at fault get a 4xx
// (server/http/guard.ts), and bodies are read within their limit.
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";

/** How long a stop waits for requests in flight before it cuts them. */
const GRACE_MS = 10_000;

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const compress = compressResponses();
const precompressed = findPrecompressed();

const resolveClient = clientAddressResolver(readEnv().TRUST_PROXY);
const server = createServer();
// First of all: the client's address, from the socket or a trusted proxy (TRUST_PROXY).
server.on("request", (req) => pinClientAddress(req, resolveClient));
guardServer(server, (req, res) => {
  if (servePrecompressed(req, res, precompressed)) return;
  compress(req, res, () => void handle(req, res));
});
// Longer than a proxy keeps an idle upstream connection (Caddy: 2 min), so the proxy is the one
// that closes it and never sends a request down a socket we are closing at the same moment.
server.keepAliveTimeout = 125_000;
server.headersTimeout = 126_000;
const drain = trackRequests(server);
server.listen(port, hostname);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = performance.now();
  const { cut } = await drain.close(GRACE_MS);
  // Every registration a request waited for is committed by now; then the outbox finishes or
  // releases its sends, then the pools close.
  await runShutdownHooks((error) => log.error({ err: String(error) }, "shutdown step failed"));
  log.info({ signal, cut, ms: Math.round(performance.now() - started) }, "server stopped");
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop(signal));
// Started by scripts/start.ts with an IPC channel: if the launcher dies (kill -9), stop too rather
// than serve on as an orphan nobody manages.
process.on("disconnect", () => void stop("parent gone"));
