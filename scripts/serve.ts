import { createServer } from "node:http";
import next from "next";
import { compressResponses } from "@/server/http/compress";
import { guardServer } from "@/server/http/guard";
import { findPrecompressed, servePrecompressed } from "@/server/http/precompressed";

// The production server `npm start` runs (scripts/start.ts prepares the build and the database
// first): Next.js's own request handler, as `next start` runs it, behind brotli compression.
// Scripts and styles go out as the brotli files written at build time; everything else is
// compressed as it is sent. PORT and HOST as for `next start`. In front of it all, requests that
// Next.js would answer with a 500 although the client is at fault get a 4xx
// (server/http/guard.ts), and bodies are read within their limit.
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const compress = compressResponses();
const precompressed = findPrecompressed();

guardServer(createServer(), (req, res) => {
  if (servePrecompressed(req, res, precompressed)) return;
  compress(req, res, () => void handle(req, res));
}).listen(port, hostname);
