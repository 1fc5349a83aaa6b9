import { describe, expect, it } from "vitest";
import { defaultAppointmentSettings } from "@/lib/booking/settings";
import { dayStartUtc, malaysiaInstant } from "@/lib/time/malaysia";
import { BOOKING_NOW, bookingInput, slot } from "@/tests/support/bookings";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { getLead } from "../leads/detail";
import { changeLeadStatus } from "../leads/update";
import { createBooking } from "./book";
import { cancelBooking, rescheduleBooking } from "./manage";
import { markVisit, visitsBetween, visitsOfLead } from "./desk";
import { channelsOff } from "@/tests/support/lead-channels";

const now = BOOKING_NOW;
/** During the afternoon of the visits' day: the 10:00 visit has begun, the 15:00 one not. */
const noon = malaysiaInstant("2026-11-26", "12:00");
const staff = { id: "staff-1", name: "Siti" };
const book = (
  db: Parameters<typeof createBooking>[0],
  time: string,
  email: string,
  contact: string,
) =>
  createBooking(
    db,
    bookingInput({
      salutationId: "1",
      name: "Tan Ah Kow",
      contact,
      email,
      slot: slot("2026-11-26", time),
      partySize: "3",
      language: "en",
    }),
    {
      settings: defaultAppointmentSettings,
      secret: "s".repeat(40),
      locale: "en",
      now,
      formToken: time,
      targets: channelsOff,
    },
  );

describe("visits on the desk", () => {
  forEachDatabase((current) => {
    it("lists a day's visits in time order and a lead's visits; staff mark attended or no-show, not a cancelled one", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const late = await book(db, "15:00", "ah.kow@example.com", "012-345 6789");
      const early = await book(db, "10:00", "ah.kow@example.com", "012-345 6789");
      if (late.kind !== "booked" || early.kind !== "booked") throw new Error("not booked");
      expect(early.leadId).toBe(late.leadId);

      const day = await visitsBetween(db, dayStartUtc("2026-11-26"), dayStartUtc("2026-11-27"), {
        id: "admin",
        role: "admin",
      });
      expect(day.map((v) => [v.id, v.partySize, v.locale, v.ownerName])).toEqual([
        [early.id, 3, "en", null],
        [late.id, 3, "en", null],
      ]);
      expect((await visitsOfLead(db, late.leadId!)).map((v) => v.id)).toEqual([late.id, early.id]);

      const after = malaysiaInstant("2026-11-26", "18:00");
      expect(await markVisit(db, early.id, "attended", staff, after)).toEqual({
        outcome: "marked",
      });
      expect(await markVisit(db, early.id, "attended", staff, after)).toEqual({
        outcome: "unchanged",
      });
      expect(await markVisit(db, early.id, "no_show", staff, after)).toEqual({ outcome: "marked" });
      await cancelBooking(db, late.token, now);
      expect(await markVisit(db, late.id, "attended", staff, after)).toEqual({
        outcome: "unchanged",
      });
      const statuses = (await visitsOfLead(db, late.leadId!)).map((v) => v.status);
      expect(statuses).toEqual(["cancelled", "no_show"]);
    });

    it("refuses to mark a visit attended or no-show before it begins, in the UPDATE itself", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const late = await book(db, "15:00", "late@example.com", "012-345 0001");
      if (late.kind !== "booked") throw new Error("not booked");
      for (const outcome of ["attended", "no_show"] as const)
        expect(await markVisit(db, late.id, outcome, staff, noon)).toEqual({
          outcome: "early",
          start: slot("2026-11-26", "15:00"),
        });
      const [visit] = await visitsOfLead(db, late.leadId!);
      expect(visit?.status).toBe("booked");
      const lead = await getLead(db, late.leadId!);
      expect(lead?.status).toBe("new");
      expect(
        await markVisit(db, late.id, "attended", staff, malaysiaInstant("2026-11-26", "15:00")),
      ).toEqual({ outcome: "marked" });
    });

    it("puts booked, moved and cancelled visits in the lead's timeline; attended is a contact that moves the lead to Visited, only forward", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = { id: await insertStaff(database, { name: "Siti" }), name: "Siti" };
      const first = await book(db, "10:00", "visit@example.com", "012-345 0002");
      if (first.kind !== "booked") throw new Error("not booked");
      const moved = await rescheduleBooking(
        db,
        first.token,
        slot("2026-11-26", "11:00"),
        defaultAppointmentSettings,
        now,
      );
      expect(moved.kind).toBe("done");
      const leadId = first.leadId!;
      let lead = await getLead(db, leadId);
      expect(lead?.events.map((e) => [e.kind, e.toStatus, e.actorId])).toEqual([
        ["visit", "rescheduled", null],
        ["visit", "booked", null],
      ]);
      expect(lead?.events[0]?.fromDate).toBe(slot("2026-11-26", "10:00"));
      expect(lead?.events[0]?.toDate).toBe(slot("2026-11-26", "11:00"));

      await markVisit(db, first.id, "attended", siti, noon);
      lead = await getLead(db, leadId);
      expect(lead?.status).toBe("visited");
      expect(
        lead?.events.slice(0, 2).map((e) => [e.kind, e.outcome, e.toStatus, e.actorId]),
      ).toEqual([
        ["status", null, "visited", siti.id],
        ["contact", "met_at_gallery", null, siti.id],
      ]);
      const audits = await db
        .selectFrom("audit_log")
        .select("action")
        .where("entity_id", "in", [leadId, first.id])
        .orderBy("at")
        .execute();
      expect(audits.map((a) => a.action)).toEqual(
        expect.arrayContaining(["booking.attended", "lead.contact_outcome", "lead.status"]),
      );

      // A second visit of a Booked buyer counts as contact but does not move them back.
      const second = await book(db, "16:00", "visit@example.com", "012-345 0002");
      if (second.kind !== "booked") throw new Error("not booked");
      await changeLeadStatus(db, leadId, "booked", siti);
      await markVisit(db, second.id, "attended", siti, malaysiaInstant("2026-11-26", "17:00"));
      lead = await getLead(db, leadId);
      expect(lead?.status).toBe("booked");
      expect(lead?.events[0]?.kind).toBe("contact");

      await cancelBooking(db, second.token, now);
      const third = await book(db, "17:00", "visit@example.com", "012-345 0002");
      if (third.kind !== "booked") throw new Error("not booked");
      await cancelBooking(db, third.token, now);
      lead = await getLead(db, leadId);
      expect(lead?.events[0]).toMatchObject({
        kind: "visit",
        toStatus: "cancelled",
        actorId: null,
      });
    });
  });
});
