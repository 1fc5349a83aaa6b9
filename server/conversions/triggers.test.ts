import type { Kysely } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { defaultAppointmentSettings } from "@/lib/booking/settings";
import { malaysiaInstant } from "@/lib/time/malaysia";
import { BOOKING_NOW, bookingInput, slot } from "@/tests/support/bookings";
import { forEachDatabase } from "@/tests/support/databases";
import { channelsOff } from "@/tests/support/lead-channels";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { createBooking } from "../booking/book";
import { markVisit } from "../booking/desk";
import type { Database } from "../db/schema";
import { approveBooking, bookHold } from "../launch/booking";
import { holdUnit } from "../launch/hold";
import { seedSampleUnits } from "../units/seed";

// The desk's actions read the settings from the process, as the server does.
vi.hoisted(() => {
  process.env.META_PIXEL_ID = "1234567890123";
  process.env.META_CAPI_TOKEN = "meta-capi-token-for-tests";
  process.env.GOOGLE_CONVERSIONS_URL = "http://127.0.0.1:9/unused-at-queue-time";
  process.env.GOOGLE_CONVERSIONS_TOKEN = "google-oauth-token-for-tests";
  process.env.GOOGLE_CONVERSION_ACTIONS =
    "visited=customers/1234567890/conversionActions/13,booked=customers/1234567890/conversionActions/14";
});

const staff = { id: "staff-1", name: "Siti" };

/** The conversions queued for a lead: one dedupe key per platform and stage. */
const queued = async (db: Kysely<Database>, leadId: string) =>
  (
    await db
      .selectFrom("outbox")
      .select("dedupe_key")
      .where("registration_id", "=", leadId)
      .where("topic", "in", ["meta_conversion", "google_conversion"])
      .orderBy("dedupe_key")
      .execute()
  ).map((row) => row.dedupe_key);

const consenting = { consentAdvertising: "true" };
const refusing = { consentAdvertising: "false" };

describe("stages reached at the desk queue their conversions", () => {
  forEachDatabase((current) => {
    it.each([
      ["consents", consenting, (id: string) => [`google:visited:${id}`, `meta:visited:${id}`]],
      ["refused", refusing, () => []],
    ])(
      "a visit marked attended queues one Visited per platform for a lead who %s to advertising",
      async (_label, consent, expected) => {
        const { db } = current();
        await prepareDatabase(db);
        const email = "tan.ah.kow@example.com";
        const contact = "012-345 6789";
        const leadId = await registerLead(db, { ...consent, email, contact });
        const visit = await createBooking(
          db,
          bookingInput({ email, contact, slot: slot("2026-11-26", "10:00") }),
          {
            settings: defaultAppointmentSettings,
            secret: "s".repeat(40),
            locale: "en",
            now: BOOKING_NOW,
            formToken: "visit",
            targets: channelsOff,
          },
        );
        if (visit.kind !== "booked") throw new Error("not booked");
        expect(visit.leadId).toBe(leadId);
        const after = malaysiaInstant("2026-11-26", "18:00");
        expect(await markVisit(db, visit.id, "attended", staff, after)).toEqual({
          outcome: "marked",
        });
        // Marked no-show and attended again: still the one conversion.
        await markVisit(db, visit.id, "no_show", staff, after);
        await markVisit(db, visit.id, "attended", staff, after);
        expect(await queued(db, leadId)).toEqual(expected(leadId));
      },
    );

    it.each([
      ["consents", consenting, (id: string) => [`google:booked:${id}`, `meta:booked:${id}`]],
      ["refused", refusing, () => []],
    ])(
      "an approved launch booking queues one Booked per platform for a lead who %s to advertising",
      async (_label, consent, expected) => {
        const database = current();
        const { db } = database;
        await prepareDatabase(db);
        await seedSampleUnits(db);
        const siti = await insertStaff(database, { name: "Siti" });
        const boss = await insertStaff(database, { name: "Boss", role: "admin" });
        const leadId = await registerLead(db, consent);
        const unit = await db
          .selectFrom("units")
          .select("id")
          .where("status", "=", "available")
          .orderBy("id")
          .executeTakeFirstOrThrow();
        const actor = { id: siti, name: "Siti" };
        const held = await holdUnit(db, { unitId: unit.id, leadId, staffId: siti, actor });
        if (!held.ok) throw new Error("not held");
        const fee = { fee: 5000, method: "transfer" as const, reference: "MBB-0091" };
        expect(await bookHold(db, held.claim.id, fee, actor)).toMatchObject({ ok: true });
        expect(await queued(db, leadId)).toEqual([]);
        expect(await approveBooking(db, held.claim.id, { id: boss, name: "Boss" })).toMatchObject({
          ok: true,
        });
        expect(await queued(db, leadId)).toEqual(expected(leadId));
      },
    );
  });
});
