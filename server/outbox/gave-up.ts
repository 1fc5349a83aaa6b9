import type { ExpressionBuilder } from "kysely";
import type { Database } from "../db/schema";

/** What erasure leaves of a message's payload (server/privacy/erase.ts): nothing that can be sent. */
export const ERASED_PAYLOAD = "{}";

/**
 * Messages that gave up after their last attempt and could still be sent. Erasure also marks a
 * person's unsent messages failed, and blanks every payload of theirs: those were cancelled on
 * purpose (or can no longer be rendered), so they are neither listed nor retried.
 */
export const gaveUp = (eb: ExpressionBuilder<Database, "outbox">) =>
  eb.and([eb("outbox.status", "=", "failed"), eb("outbox.payload", "!=", ERASED_PAYLOAD)]);
