import { performance } from "node:perf_hooks";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { log } from "../log";
import { countDatabaseError } from "../metrics/database-errors";
import { claimDue, release, type Claim, type Topic } from "./claims";
import { deliverOne } from "./deliver-one";
import type { Sender } from "./sender";
import type { DeliverySettings } from "./settings";

export interface Lane {
  name: "mail" | "webhook" | "ads";
  topics: readonly Topic[];
}

/** Mail and webhooks go out side by side: a slow SMTP server never holds up the webhooks. */
export const LANES: readonly Lane[] = [
  {
    name: "mail",
    topics: [
      "buyer_ack",
      "sales_notify",
      "lead_alert",
      "booking_confirm",
      "booking_reminder",
      "ballot_result",
    ],
  },
  { name: "webhook", topics: ["lead_webhook"] },
  // Conversions to Google and Meta: their own lane, so a slow ad platform delays nobody's mail.
  { name: "ads", topics: ["meta_conversion", "google_conversion"] },
];

/**
 * The lanes with something this instance can send. A lane for mail without SMTP_URL (or webhooks
 * without a secret) would claim each message only to put it back: a write per message for nothing,
 * beside every registration on SQLite.
 */
export function lanesFor(sender: Sender): readonly Lane[] {
  return LANES.filter((lane) => lane.topics.some((topic) => sender.canSend?.(topic) ?? true));
}

export interface LaneRun {
  /** Claim at most this many messages in this run. */
  limit: number;
  /** True once the run should claim nothing more and only finish the sends it started. */
  stopping: () => boolean;
}

export interface LaneTally {
  claimed: number;
  sent: number;
}

/**
 * Keeps up to `concurrency` sends of one lane in flight until nothing more is due. Messages are
 * claimed only as slots free up, so every claimed message starts sending at once and its lease
 * need only cover one send. A claim that fails ends the run (after the sends in flight) with its error.
 */
export async function runLane(
  db: Kysely<Database>,
  sender: Sender,
  lane: Lane,
  settings: DeliverySettings,
  run: LaneRun,
): Promise<LaneTally> {
  const inFlight = new Set<Promise<void>>();
  const tally = { claimed: 0, sent: 0 };
  let drained = false;
  let claimError: { error: unknown } | undefined;

  const start = (claim: Claim, claimedAt: number) => {
    const task = deliverOne(db, sender, claim, settings, claimedAt)
      .then((outcome) => {
        if (outcome === "sent") tally.sent++;
      })
      .catch((error: unknown) => {
        countDatabaseError(error);
        log.error(
          { messageId: claim.id, topic: claim.topic, err: String(error) },
          "outbox could not record a result; the claim lapses and the message is retried",
        );
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  };

  for (;;) {
    const want = Math.min(settings.concurrency - inFlight.size, run.limit - tally.claimed);
    if (want > 0 && !drained && !claimError && !run.stopping()) {
      try {
        const claims = await claimDue(db, {
          topics: lane.topics,
          limit: want,
          now: settings.clock(),
          leaseMs: settings.leaseMs,
        });
        const claimedAt = performance.now();
        tally.claimed += claims.length;
        drained = claims.length < want;
        // A stop asked for while claiming: these have not started, so they go back at once.
        if (run.stopping()) await release(db, claims);
        else for (const claim of claims) start(claim, claimedAt);
      } catch (error) {
        claimError = { error };
      }
      // Sends may have finished while the claim was on its way: look at the free slots again.
      continue;
    }
    if (!inFlight.size) break;
    await Promise.race(inFlight);
    // A slot came free: look for due messages again, new ones may have arrived meanwhile.
    drained = false;
  }
  if (claimError) throw claimError.error;
  return tally;
}
