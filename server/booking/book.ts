import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Locale } from "next-intl";
import type { BookingInput } from "@/lib/booking/schema";
import type { AppointmentSettings } from "@/lib/booking/settings";
import { isSlot } from "@/lib/booking/slots";
import { normalizeEmail } from "@/lib/registration/email";
import { toE164 } from "@/lib/registration/phone";
import { malaysiaDay } from "@/lib/time/malaysia";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import type { LeadChannels } from "../outbox/lead-channels";
import { nearestFreeSlots } from "./free-slots";
import { leadForBooking } from "./lead";
import { queueConfirmation, scheduleReminder } from "./messages";
import { takePlace } from "./places";
import { manageToken, tokenHash } from "./token";
import { recordVisitStep } from "./visit-event";

export type BookOutcome =
  /** `token` opens /book/manage/{token}; `repeat`: this post was already booked (a double submit). */
  | { kind: "booked"; id: string; token: string; leadId: string | null; repeat: boolean }
  /** The slot filled up first: the nearest slots that still have room. */
  | { kind: "full"; alternatives: string[] }
  /** Not a slot the gallery offers (closed, past, or not on the hour grid). */
  | { kind: "unavailable"; alternatives: string[] };

export interface BookOptions {
  settings: AppointmentSettings;
  /** Secret the manage link is signed with (AUTH_SECRET). */
  secret: string;
  /** The page's locale: the language of the mail and the lead. */
  locale: Locale;
  /** The form's per-render token; without it the same body on the same day is one post. */
  formToken?: string;
  /** Where a new lead made by this booking is delivered: leadChannels(env), never a subset. */
  targets: LeadChannels;
  now?: Date;
}

/** One post of the form: its scope (token or day) and what it says, whatever the field order. */
function submissionKey(input: BookingInput, scope: string): string {
  const body = JSON.stringify(Object.entries(input).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(["book", scope, body].join("\u0000")).digest("hex");
}

/**
 * Books a visit in one transaction: the place in the slot (an atomic conditional update), the
 * person's lead, the booking, its confirmation and reminder in the outbox, and the audit entry.
 */
export async function createBooking(
  db: Kysely<Database>,
  input: BookingInput,
  options: BookOptions,
): Promise<BookOutcome> {
  const { settings, secret, locale, targets } = options;
  const now = options.now ?? new Date();
  const start = new Date(input.slot).toISOString();
  const key = submissionKey(input, options.formToken ?? `static:${malaysiaDay(now)}`);
  const offered = isSlot(settings, malaysiaDay(start), start) && Date.parse(start) > now.getTime();

  const outcome = await db.transaction().execute(async (trx): Promise<BookOutcome | "full"> => {
    const done = await trx
      .selectFrom("bookings")
      .select(["id", "lead_id"])
      .where("submission_key", "=", key)
      .executeTakeFirst();
    if (done) {
      const token = manageToken(secret, done.id);
      return { kind: "booked", id: done.id, token, leadId: done.lead_id, repeat: true };
    }
    if (!offered) return { kind: "unavailable", alternatives: [] };
    if (!(await takePlace(trx, start, settings.capacity))) return "full";

    const contactE164 = toE164(input.contact);
    if (!contactE164) throw new Error("a booking needs a validated mobile number");
    const person = { contactE164, emailNormalized: normalizeEmail(input.email) };
    const leadId = await leadForBooking(trx, input, person, locale, now, targets);
    const id = randomUUID();
    const token = manageToken(secret, id);
    const booking = { id, lead_id: leadId, slot_start: start };
    const reminderId = await scheduleReminder(trx, booking, now);
    await trx
      .insertInto("bookings")
      .values({
        id,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        slot_start: start,
        salutation_id: input.salutationId,
        name: input.name,
        contact_raw: input.contact,
        contact_e164: contactE164,
        email: input.email,
        email_normalized: person.emailNormalized,
        party_size: input.partySize,
        locale: input.language,
        token_hash: tokenHash(token),
        lead_id: leadId,
        submission_key: key,
        reminder_id: reminderId,
      })
      .execute();
    await queueConfirmation(trx, booking, "booked", now);
    await recordVisitStep(trx, leadId, "booked", { start });
    await writeAudit(trx, {
      actor: "public:booking",
      action: "booking.create",
      entity: "booking",
      entityId: id,
      details: { leadId, slot: start, partySize: input.partySize },
      at: now,
    });
    return { kind: "booked", id, token, leadId, repeat: false };
  });
  if (outcome === "full" || outcome.kind === "unavailable") {
    const alternatives = await nearestFreeSlots(db, settings, start, now);
    return { kind: outcome === "full" ? "full" : "unavailable", alternatives };
  }
  return outcome;
}
