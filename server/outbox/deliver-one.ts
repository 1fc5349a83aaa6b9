import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { MAX_ATTEMPTS } from "./backoff";
import { markFailed, markSent, release, type Claim } from "./claims";
import { errorText, logFailure, logLostClaim, redactEmails } from "./failure-log";
import type { Sender } from "./sender";
import type { DeliverySettings } from "./settings";

export type Outcome = "sent" | "failed" | "unsendable" | "released" | "lost";

/** A message nothing here can send (no SMTP_URL) steps aside this long, so it never blocks the queue. */
const UNSENDABLE_RECHECK_MS = 60 * 60 * 1000;
/** Recording a delivery is retried this often (0.25 s, 0.5 s, 1 s apart) when the database blips. */
const RECORD_TRIES = 4;

/**
 * Sends one claimed message and records the result at once, under its claim token. A send starts
 * only while the lease still covers the whole send timeout and the recording after it.
 */
export async function deliverOne(
  db: Kysely<Database>,
  sender: Sender,
  claim: Claim,
  settings: DeliverySettings,
  claimedAt: number,
): Promise<Outcome> {
  const leaseLeft = settings.leaseMs - (performance.now() - claimedAt);
  if (leaseLeft < settings.sendTimeoutMs * 1.5) {
    await release(db, [claim]);
    return "released";
  }

  const deadline = AbortSignal.timeout(settings.sendTimeoutMs);
  let sendable: boolean;
  try {
    sendable = await settleBy(sender.send(claim, deadline), deadline, settings.sendTimeoutMs);
  } catch (error) {
    return recordFailure(db, claim, error, settings);
  }
  if (!sendable) {
    const recheck = new Date(settings.clock().getTime() + UNSENDABLE_RECHECK_MS);
    await release(db, [claim], recheck);
    return "unsendable";
  }
  if (await recordSent(db, claim)) return "sent";
  logLostClaim(claim, "sent");
  return "lost";
}

/** Rejects at the deadline even if the sender ignores its signal, so the lease bound holds. */
function settleBy<T>(work: Promise<T>, deadline: AbortSignal, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error(`send timed out after ${ms} ms`));
    if (deadline.aborted) return onAbort();
    deadline.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener("abort", onAbort));
  });
}

async function recordSent(db: Kysely<Database>, claim: Claim): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await markSent(db, claim, new Date());
    } catch (error) {
      if (attempt >= RECORD_TRIES) throw error;
      await sleep(250 * 2 ** (attempt - 1));
    }
  }
}

async function recordFailure(
  db: Kysely<Database>,
  claim: Claim,
  error: unknown,
  settings: DeliverySettings,
): Promise<Outcome> {
  const attempts = claim.attempts + 1;
  const failedAt = settings.clock();
  const failure = {
    attempts,
    gaveUp: attempts >= MAX_ATTEMPTS,
    failedAt,
    nextAttemptAt: new Date(failedAt.getTime() + settings.retryDelayMs(attempts)),
    // Stored errors outlive an erasure of the person, so they carry no addresses either.
    error: redactEmails(errorText(error)),
  };
  logFailure(claim, failure);
  if (await markFailed(db, claim, failure)) return "failed";
  logLostClaim(claim, "failed");
  return "lost";
}
