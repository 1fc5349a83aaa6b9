import pg from "pg";
import type { NotificationSource } from "./live-feed";
import { UNIT_EVENTS_CHANNEL } from "./unit-events";

/** Waits between attempts to connect again: 1 s, doubling, at most 15 s. */
const retryDelay = (attempt: number) => Math.min(15_000, 1000 * 2 ** attempt);

/**
 * PostgreSQL notifications on the unit events channel, on a connection of their own (a pooled one
 * would stop listening when it went back to the pool). A lost connection is opened again, and the
 * feed is woken once listening again, for whatever committed meanwhile; the feed's poll covers
 * the time between.
 */
export function postgresNotifications(
  connectionString: string,
  onError: (error: unknown) => void,
): NotificationSource {
  return (wake) => {
    let client: pg.Client | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const again = (failed: pg.Client, error?: unknown) => {
      if (stopped || client !== failed) return;
      if (error) onError(error);
      client = undefined;
      failed.removeAllListeners();
      failed.on("error", () => {});
      void failed.end().catch(() => {});
      timer = setTimeout(connect, retryDelay(attempt++));
      timer.unref?.();
    };

    const connect = async () => {
      const current = new pg.Client({
        connectionString,
        keepAlive: true,
        connectionTimeoutMillis: 5000,
      });
      client = current;
      current.on("notification", () => wake());
      current.on("error", (error) => again(current, error));
      current.on("end", () => again(current));
      try {
        await current.connect();
        await current.query(`LISTEN ${UNIT_EVENTS_CHANNEL}`);
        if (stopped) return void current.end().catch(() => {});
        attempt = 0;
        wake();
      } catch (error) {
        again(current, error);
      }
    };

    void connect();
    return {
      async close() {
        stopped = true;
        clearTimeout(timer);
        const current = client;
        client = undefined;
        await current?.end().catch(() => {});
      },
    };
  };
}
