import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface Drain {
  /** Stops accepting; resolves once every request in flight is answered, or after `graceMs`. */
  close(graceMs: number): Promise<{ cut: number }>;
}

/**
 * Counts requests in flight so a stop can wait for them. Once stopping, answers say
 * `Connection: close` so keep-alive clients reconnect elsewhere (another instance behind the proxy)
 * rather than reuse a socket that is about to go.
 */
export function trackRequests(server: Server): Drain {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  let settle: (() => void) | undefined;

  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (stopping) res.setHeader("connection", "close");
    res.once("close", () => {
      inFlight.delete(res);
      if (stopping && !inFlight.size) settle?.();
    });
  });

  return {
    async close(graceMs) {
      stopping = true;
      server.close();
      server.closeIdleConnections();
      for (const res of inFlight) if (!res.headersSent) res.setHeader("connection", "close");
      if (inFlight.size) {
        await new Promise<void>((resolve) => {
          settle = resolve;
          setTimeout(resolve, graceMs).unref();
        });
      }
      const cut = inFlight.size;
      server.closeAllConnections();
      return { cut };
    },
  };
}
