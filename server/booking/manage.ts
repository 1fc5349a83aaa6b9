import type { Kysely, Selectable } from "kysely";
import type { AppointmentSettings } from "@/lib/booking/settings";
import { isSlot } from "@/lib/booking/slots";
import { malaysiaDay } from "@/lib/time/malaysia";
import { writeAudit } from "../audit/write";
import type { BookingTable, Database } from "../db/schema";
import { nearestFreeSlots } from "./free-slots";
import { dropReminder, queueConfirmation, scheduleReminder } from "./messages";
import { releasePlace, takePlace } from "./places";
import { isTokenShape, tokenHash } from "./token";
import { recordVisitStep } from "./visit-event";

export type Booking = Selectable<BookingTable>;

/** The booking a manage link opens; undefined for a token that opens none. */
export async function bookingByToken(
  db: Kysely<Database>,
  token: string,
): Promise<Booking | undefined> {
  if (!isTokenShape(token)) return undefined;
  return db
    .selectFrom("bookings")
    .selectAll()
    .where("token_hash", "=", tokenHash(token))
    .executeTakeFirst();
}

export type ChangeOutcome =
  | { kind: "done" }
  /** Cancelled, attended or no-show already, or the visit has begun: nothing to change. */
  | { kind: "closed" }
  | { kind: "full"; alternatives: string[] }
  | { kind: "unavailable"; alternatives: string[] };

/**
 * Cancels the visit: frees its place, drops its reminder, confirms by mail. The status moves only
 * from `booked`, in the same UPDATE that checks it, so two cancels free one place.
 */
export async function cancelBooking(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<ChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("bookings")
      .select(["id", "reminder_id"])
      .where("token_hash", "=", tokenHash(token))
      .executeTakeFirst();
    if (!found) return { kind: "closed" };
    const booking = await trx
      .updateTable("bookings")
      .set({ status: "cancelled", updated_at: now.toISOString(), reminder_id: null })
      .where("id", "=", found.id)
      .where("status", "=", "booked")
      .returning(["id", "lead_id", "slot_start"])
      .executeTakeFirst();
    if (!booking) return { kind: "closed" };
    await releasePlace(trx, booking.slot_start);
    await dropReminder(trx, found.reminder_id);
    await queueConfirmation(trx, booking, "cancelled", now);
    await recordVisitStep(trx, booking.lead_id, "cancelled", { start: booking.slot_start });
    await writeAudit(trx, {
      actor: "public:booking",
      action: "booking.cancel",
      entity: "booking",
      entityId: booking.id,
      at: now,
    });
    return { kind: "done" };
  });
}

/**
 * Moves the visit to `slot`: takes a place there (the same atomic update as booking), frees the
 * old one, replaces the reminder and confirms the new time, all or nothing.
 */
export async function rescheduleBooking(
  db: Kysely<Database>,
  token: string,
  slot: string,
  settings: AppointmentSettings,
  now = new Date(),
): Promise<ChangeOutcome> {
  const start = new Date(slot).toISOString();
  const offered = isSlot(settings, malaysiaDay(start), start) && Date.parse(start) > now.getTime();
  const outcome = await db.transaction().execute(async (trx): Promise<ChangeOutcome | "full"> => {
    const booking = await trx
      .selectFrom("bookings")
      .select(["id", "lead_id", "slot_start", "status", "reminder_id"])
      .where("token_hash", "=", tokenHash(token))
      .executeTakeFirst();
    if (!booking || booking.status !== "booked") return { kind: "closed" };
    if (booking.slot_start === start) return { kind: "done" };
    if (!offered) return { kind: "unavailable", alternatives: [] };
    if (!(await takePlace(trx, start, settings.capacity))) return "full";
    // Moves only the row still at the old time and still booked: a concurrent move or cancel wins.
    const moved = await trx
      .updateTable("bookings")
      .set({ slot_start: start, updated_at: now.toISOString() })
      .where("id", "=", booking.id)
      .where("slot_start", "=", booking.slot_start)
      .where("status", "=", "booked")
      .returning("id")
      .executeTakeFirst();
    if (!moved) throw new Error("booking changed while it was being moved");
    await releasePlace(trx, booking.slot_start);
    await dropReminder(trx, booking.reminder_id);
    const reminderId = await scheduleReminder(trx, { ...booking, slot_start: start }, now);
    await trx
      .updateTable("bookings")
      .set({ reminder_id: reminderId })
      .where("id", "=", booking.id)
      .execute();
    await queueConfirmation(trx, booking, "rescheduled", now);
    await recordVisitStep(trx, booking.lead_id, "rescheduled", {
      start,
      from: booking.slot_start,
    });
    await writeAudit(trx, {
      actor: "public:booking",
      action: "booking.reschedule",
      entity: "booking",
      entityId: booking.id,
      details: { from: booking.slot_start, to: start },
      at: now,
    });
    return { kind: "done" };
  });
  if (outcome !== "full" && outcome.kind !== "unavailable") return outcome;
  const alternatives = await nearestFreeSlots(db, settings, start, now);
  return { kind: outcome === "full" ? "full" : "unavailable", alternatives };
}
