import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { lanesFor, runLane } from "./lane";
import type { Sender } from "./sender";
import { deliverySettings, type DeliverySettings } from "./settings";

/**
 * One delivery run as of `now`: mail and webhooks side by side, each lane claiming at most `limit`
 * due messages and sending up to `concurrency` at a time. Returns how many were sent. Every message
 * is claimed on its own with a lease longer than its send can take, and marked sent right after it.
 */
export async function deliverDue(
  db: Kysely<Database>,
  sender: Sender,
  now = new Date(),
  limit = 20,
  overrides: Partial<Omit<DeliverySettings, "clock">> = {},
): Promise<number> {
  const settings = deliverySettings({ ...overrides, clock: () => now });
  const tallies = await Promise.all(
    lanesFor(sender).map((lane) =>
      runLane(db, sender, lane, settings, { limit, stopping: () => false }),
    ),
  );
  return tallies.reduce((sum, tally) => sum + tally.sent, 0);
}
