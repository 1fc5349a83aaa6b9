import { Redis } from "ioredis";
import { log } from "../log";

export interface RedisLinkOptions {
  /** Names the limits in the log: "registration rate limits". */
  name: string;
  /** Where counts go while Redis is away, for the log: "memory", "the database". */
  fallback: string;
  /** How long the first decision waits for the connection. */
  connectWaitMs?: number;
}

export interface RedisLink {
  client: Redis;
  /**
   * Settles when the first connection attempt has ended: ready, refused, or slower than
   * `connectWaitMs`. Limits wait for it, so a fresh process never counts in its fallback just
   * because Redis was still connecting.
   */
  settled: Promise<void>;
  /** After each operation: logs the first fallback of an outage, and the recovery, once each. */
  report(ok: boolean, error?: unknown): void;
  close(): void;
}

export function openRedisLink(url: string, options: RedisLinkOptions): RedisLink {
  // No offline queue: while disconnected a command fails at once and the fallback answers,
  // rather than a registration or a sign-in waiting on a reconnect.
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  });
  // ioredis reports every failed reconnect; report() logs the outage once instead.
  client.on("error", () => undefined);

  const settled = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done).off("error", done).off("end", done);
      resolve();
    };
    const timer = setTimeout(done, options.connectWaitMs ?? 2000);
    timer.unref();
    client.once("ready", done).once("error", done).once("end", done);
  });

  let down = false;
  return {
    client,
    settled,
    report(ok, error) {
      if (ok && down) {
        down = false;
        log.info({ limits: options.name }, "Redis is back: limits count in Redis again");
      } else if (!ok && !down) {
        down = true;
        log.warn(
          {
            limits: options.name,
            fallback: options.fallback,
            err: error instanceof Error ? error.message : String(error),
          },
          "Redis is unavailable: limits count in their fallback until it is back",
        );
      }
    },
    close() {
      client.disconnect();
    },
  };
}
