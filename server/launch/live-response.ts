import "server-only";
import { log } from "../log";
import { liveFeed } from "./live-hub";

/** What may wait for one client before its stream is ended (a snapshot is about 16 KB). */
const MAX_BACKLOG_BYTES = 1024 * 1024;

const streamHeaders = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: the compression middleware (server/http/compress.ts) and proxies pass it
  // through as written instead of holding it back to compress.
  "Cache-Control": "no-cache, no-transform",
  // nginx and others that honour it do not buffer (Caddy flushes event streams by itself).
  "X-Accel-Buffering": "no",
};

/**
 * `GET /api/units/events`: the live feed as an event stream. It resumes after the request's
 * Last-Event-ID (or `?lastEventId=`), else it starts with a snapshot (server/launch/sse.ts). 503
 * when the instance is stopping or has as many listeners as it takes: the client retries.
 */
export function unitEventsResponse(request: Request): Response {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const listener = liveFeed().open({
    write: (text) => {
      // A client that stopped reading: end its stream rather than queue for it without bound;
      // it resumes from its Last-Event-ID when it reads again.
      if ((controller?.desiredSize ?? 0) < -MAX_BACKLOG_BYTES) throw new Error("client too slow");
      controller?.enqueue(encoder.encode(text));
    },
    end: () => controller?.close(),
  });
  if (!listener) {
    return new Response("The live feed is busy here; try again shortly.\n", {
      status: 503,
      headers: { "Retry-After": "5", "Cache-Control": "no-store" },
    });
  }
  const lastEventId =
    request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("lastEventId");
  if (request.signal.aborted) listener.close();
  request.signal.addEventListener("abort", () => listener.close(), { once: true });
  const stream = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        // A failed start closes the stream; the browser comes back after the retry time.
        listener.begin(lastEventId).catch((error: unknown) => {
          log.warn({ err: String(error) }, "live unit feed: a stream could not start");
        });
      },
      cancel() {
        listener.close();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 16 * 1024 }),
  );
  return new Response(stream, { headers: streamHeaders });
}
