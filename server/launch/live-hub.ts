import "server-only";
import { getConnection } from "../db/client";
import { env } from "../env";
import { onShutdown } from "../lifecycle/shutdown";
import { log } from "../log";
import { metrics } from "../metrics/registry";
import { UnitFeed } from "./live-feed";
import { postgresNotifications } from "./unit-notifications";

// One feed per server process; the global survives hot reloads in development (like the pool).
const holder = globalThis as typeof globalThis & { skyhavenUnitFeed?: UnitFeed };

/**
 * This process's feed of unit changes, on the app's database: woken by PostgreSQL notifications
 * when there are any, by its poll otherwise. It ends its streams when the server stops.
 */
export function liveFeed(): UnitFeed {
  if (!holder.skyhavenUnitFeed) {
    const connection = getConnection();
    const onError = (error: unknown) =>
      log.warn({ err: String(error) }, "live unit feed: the database did not answer");
    const feed = new UnitFeed({
      db: connection.db,
      notifications:
        connection.dialect === "postgres"
          ? postgresNotifications(env.DATABASE_URL, onError)
          : undefined,
      onError,
      onListeners: (count) => metrics().liveListeners.set(count),
    });
    holder.skyhavenUnitFeed = feed;
    onShutdown("streams", () => feed.close());
  }
  return holder.skyhavenUnitFeed;
}
