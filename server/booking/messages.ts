import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { ConfirmKind } from "@/content/booking/kinds";
import type { Database, OutboxTable } from "../db/schema";

const DAY_MS = 86_400_000;

function message(
  topic: "booking_confirm" | "booking_reminder",
  leadId: string | null,
  payload: object,
  now: string,
  due: string,
): Insertable<OutboxTable> {
  return {
    id: randomUUID(),
    created_at: now,
    topic,
    // The person's lead: an erasure cancels what would carry their data, and the desk lists it.
    registration_id: leadId,
    payload: JSON.stringify(payload),
    next_attempt_at: due,
  };
}

/** Queues the visitor's confirmation (now), inside the caller's transaction. */
export async function queueConfirmation(
  trx: Kysely<Database>,
  booking: { id: string; lead_id: string | null },
  kind: ConfirmKind,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto("outbox")
    .values(message("booking_confirm", booking.lead_id, { bookingId: booking.id, kind }, at, at))
    .execute();
}

/**
 * Schedules the reminder a day before the visit (the outbox sends nothing before `next_attempt_at`);
 * none when the visit is less than a day away. Returns the message id for `bookings.reminder_id`.
 */
export async function scheduleReminder(
  trx: Kysely<Database>,
  booking: { id: string; lead_id: string | null; slot_start: string },
  now: Date,
): Promise<string | null> {
  const due = Date.parse(booking.slot_start) - DAY_MS;
  if (due <= now.getTime()) return null;
  const at = new Date(due).toISOString();
  // Created when it falls due: the outbox gauges age a pending message from `created_at`, and a
  // reminder waiting for next week is not late.
  const row = message(
    "booking_reminder",
    booking.lead_id,
    { bookingId: booking.id, slotStart: booking.slot_start },
    at,
    at,
  );
  await trx.insertInto("outbox").values(row).execute();
  return row.id;
}

/**
 * Drops a reminder that has not gone out. One being sent at this moment finds the visit cancelled
 * or moved when it reads the booking, and sends nothing (send-booking-mail.ts).
 */
export async function dropReminder(
  trx: Kysely<Database>,
  reminderId: string | null,
): Promise<void> {
  if (!reminderId) return;
  await trx
    .deleteFrom("outbox")
    .where("id", "=", reminderId)
    .where("status", "=", "pending")
    .execute();
}
