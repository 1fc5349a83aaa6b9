import { describe, expect, it } from "vitest";
import { defaultAppointmentSettings } from "@/lib/booking/settings";
import { BOOKING_NOW, bookingInput, slot } from "@/tests/support/bookings";
import { forEachDatabase } from "@/tests/support/databases";
import { secondInstance } from "@/tests/support/second-instance";
import {
  createRegistration,
  prepareDatabase,
  validRegistration,
} from "@/tests/support/registrations";
import { createBooking, type BookOptions } from "./book";
import { cancelBooking, rescheduleBooking } from "./manage";
import { channelsOff } from "@/tests/support/lead-channels";

const SECRET = "test-secret-that-is-long-enough-for-hmac-000";
const now = BOOKING_NOW;
const options: BookOptions = {
  settings: defaultAppointmentSettings,
  secret: SECRET,
  locale: "zh",
  now,
  targets: channelsOff,
};
const visitor = bookingInput;

const outboxOf = (db: Parameters<typeof createBooking>[0], topic: string) =>
  db
    .selectFrom("outbox")
    .selectAll()
    .where("topic", "=", topic as never)
    .execute();

describe("sales gallery bookings", () => {
  forEachDatabase((current) => {
    it("never overbooks: 50 bookings at once from two instances for a slot of 3 end with exactly 3", async () => {
      const database = current();
      await prepareDatabase(database.db);
      // Two pools on PostgreSQL; on SQLite two instances are two processes (see second-instance.ts).
      const pools = [database.db, secondInstance(database)];
      const wanted = slot("2026-11-27", "11:00");
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          createBooking(
            pools[i % 2]!,
            visitor({
              slot: wanted,
              email: `visitor${i}@example.com`,
              contact: `+6012${String(1000000 + i)}`,
            }),
            { ...options, formToken: `t${i}` },
          ),
        ),
      );
      const booked = outcomes.filter((o) => o.kind === "booked");
      expect(booked).toHaveLength(3);
      const full = outcomes.filter((o) => o.kind === "full");
      expect(full).toHaveLength(47);
      // The others are offered the nearest free slots: the hours either side of the full one.
      expect(full[0]).toMatchObject({
        alternatives: [
          slot("2026-11-27", "10:00"),
          slot("2026-11-27", "12:00"),
          slot("2026-11-27", "13:00"),
        ],
      });
      const rows = await database.db
        .selectFrom("bookings")
        .select("id")
        .where("slot_start", "=", wanted)
        .execute();
      expect(rows).toHaveLength(3);
      const place = await database.db
        .selectFrom("appointment_slots")
        .select("booked")
        .where("start_at", "=", wanted)
        .executeTakeFirstOrThrow();
      expect(Number(place.booked)).toBe(3);
    });

    it("creates a lead with source booking, queues one confirmation and one reminder a day before, and a double submit books once", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const first = await createBooking(db, visitor(), { ...options, formToken: "form-1" });
      const again = await createBooking(db, visitor(), { ...options, formToken: "form-1" });
      expect(first).toMatchObject({ kind: "booked", repeat: false });
      expect(again).toMatchObject({ kind: "booked", repeat: true });
      if (first.kind !== "booked" || again.kind !== "booked") return;
      expect(again.id).toBe(first.id);
      expect(again.token).toBe(first.token);

      const lead = await db
        .selectFrom("registrations")
        .selectAll()
        .where("id", "=", first.leadId!)
        .executeTakeFirstOrThrow();
      expect(lead).toMatchObject({ source: "booking", contact_e164: "+60128881234", locale: "zh" });
      // The booking's own mail replaces the registration acknowledgement.
      expect(await outboxOf(db, "buyer_ack")).toHaveLength(0);
      expect(await outboxOf(db, "booking_confirm")).toHaveLength(1);
      const reminders = await outboxOf(db, "booking_reminder");
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.next_attempt_at).toBe(slot("2026-11-27", "14:00"));
      const stored = await db.selectFrom("bookings").selectAll().executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(first.token);
      expect(stored.reminder_id).toBe(reminders[0]!.id);
    });

    it("links to an existing lead by email, and by the same number written another way", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const registered = await createRegistration(
        db,
        {
          input: validRegistration({ contact: "012-345 6789", email: "Ah.Kow@Example.com" }),
          context: { locale: "en", source: "web" },
        },
        {},
      );
      const byEmail = await createBooking(
        db,
        visitor({ email: "ah.kow@example.com", contact: "019-111 2222" }),
        { ...options, formToken: "a" },
      );
      const byPhone = await createBooking(
        db,
        visitor({ email: "other@example.com", contact: "+60 12 345 6789" }),
        { ...options, formToken: "b" },
      );
      expect(byEmail).toMatchObject({ kind: "booked", leadId: registered.id });
      expect(byPhone).toMatchObject({ kind: "booked", leadId: registered.id });
      const leads = await db.selectFrom("registrations").select("id").execute();
      expect(leads).toHaveLength(1);
    });

    it("cancelling frees the slot and drops the reminder; a second cancel changes nothing", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const settings = { ...defaultAppointmentSettings, capacity: 1 };
      const one = await createBooking(db, visitor(), { ...options, settings, formToken: "1" });
      const other = visitor({ email: "b@example.com", contact: "013-222 3333" });
      expect(
        await createBooking(db, other, { ...options, settings, formToken: "2" }),
      ).toMatchObject({
        kind: "full",
      });
      if (one.kind !== "booked") throw new Error("not booked");
      expect(await cancelBooking(db, one.token, now)).toEqual({ kind: "done" });
      expect(await cancelBooking(db, one.token, now)).toEqual({ kind: "closed" });
      expect(await outboxOf(db, "booking_reminder")).toHaveLength(0);
      const confirmations = await outboxOf(db, "booking_confirm");
      expect(confirmations.map((m) => JSON.parse(m.payload).kind).sort()).toEqual([
        "booked",
        "cancelled",
      ]);
      expect(
        await createBooking(db, other, { ...options, settings, formToken: "3" }),
      ).toMatchObject({
        kind: "booked",
      });
    });

    it("a link with another token, however well formed, changes nothing", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const booked = await createBooking(db, visitor(), { ...options, formToken: "1" });
      if (booked.kind !== "booked") throw new Error("not booked");
      const forged = `${booked.token.slice(0, -1)}${booked.token.endsWith("A") ? "B" : "A"}`;
      expect(await cancelBooking(db, forged, now)).toEqual({ kind: "closed" });
      const [before] = await db.selectFrom("bookings").select(["status", "slot_start"]).execute();
      const later = new Date(Date.parse(before!.slot_start) + 60 * 60_000).toISOString();
      expect(await rescheduleBooking(db, forged, later, defaultAppointmentSettings, now)).toEqual({
        kind: "closed",
      });
      const rows = await db.selectFrom("bookings").select(["status", "slot_start"]).execute();
      expect(rows).toEqual([{ status: "booked", slot_start: before!.slot_start }]);
    });

    it("reschedules atomically: the new slot is taken, the old one freed, the reminder moved", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const settings = { ...defaultAppointmentSettings, capacity: 1 };
      const mine = await createBooking(db, visitor(), { ...options, settings, formToken: "1" });
      const theirs = await createBooking(
        db,
        visitor({
          email: "c@example.com",
          contact: "013-444 5555",
          slot: slot("2026-11-29", "10:00"),
        }),
        { ...options, settings, formToken: "2" },
      );
      if (mine.kind !== "booked" || theirs.kind !== "booked") throw new Error("not booked");
      const taken = await rescheduleBooking(
        db,
        mine.token,
        slot("2026-11-29", "10:00"),
        settings,
        now,
      );
      expect(taken).toMatchObject({ kind: "full" });
      const moved = await rescheduleBooking(
        db,
        mine.token,
        slot("2026-11-30", "15:00"),
        settings,
        now,
      );
      expect(moved).toEqual({ kind: "done" });
      const row = await db
        .selectFrom("bookings")
        .selectAll()
        .where("id", "=", mine.id)
        .executeTakeFirstOrThrow();
      expect(row.slot_start).toBe(slot("2026-11-30", "15:00"));
      const reminders = await outboxOf(db, "booking_reminder");
      expect(reminders.map((m) => m.next_attempt_at).sort()).toEqual([
        slot("2026-11-28", "10:00"),
        slot("2026-11-29", "15:00"),
      ]);
      // The old slot has room again.
      const back = await createBooking(
        db,
        visitor({ email: "d@example.com", contact: "013-666 7777" }),
        { ...options, settings, formToken: "3" },
      );
      expect(back).toMatchObject({ kind: "booked" });
    });

    it("refuses a slot the gallery does not offer and says what is free", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const closed = { ...defaultAppointmentSettings, closedDays: ["2026-11-28"] };
      const outcome = await createBooking(db, visitor(), { ...options, settings: closed });
      expect(outcome).toMatchObject({ kind: "unavailable" });
      if (outcome.kind !== "unavailable") return;
      expect(outcome.alternatives).toEqual([
        slot("2026-11-29", "10:00"),
        slot("2026-11-27", "17:00"),
        slot("2026-11-29", "11:00"),
      ]);
    });
  });
});
