import { describe, expect, it } from "vitest";
import { defaultAppointmentSettings } from "@/lib/booking/settings";
import { dayStartUtc } from "@/lib/time/malaysia";
import { BOOKING_NOW, bookingInput, slot } from "@/tests/support/bookings";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { createBooking } from "./book";
import { cancelBooking } from "./manage";
import { markVisit, visitsBetween, visitsOfLead } from "./desk";

const now = BOOKING_NOW;
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
      expect(day.map((v) => [v.id, v.partySize])).toEqual([
        [early.id, 3],
        [late.id, 3],
      ]);
      expect((await visitsOfLead(db, late.leadId!)).map((v) => v.id)).toEqual([late.id, early.id]);

      expect(await markVisit(db, early.id, "attended", "staff-1")).toBe(true);
      expect(await markVisit(db, early.id, "attended", "staff-1")).toBe(false);
      expect(await markVisit(db, early.id, "no_show", "staff-1")).toBe(true);
      await cancelBooking(db, late.token, now);
      expect(await markVisit(db, late.id, "attended", "staff-1")).toBe(false);
      const statuses = (await visitsOfLead(db, late.leadId!)).map((v) => v.status);
      expect(statuses).toEqual(["cancelled", "no_show"]);
    });
  });
});
