import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { defaultAppointmentSettings } from "@/lib/booking/settings";
import { BOOKING_NOW, bookingInput } from "@/tests/support/bookings";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { createBooking } from "./book";
import { calendarFilePath, tokenOfCalendarFile, visitCalendarFile } from "./calendar-file";
import { cancelBooking } from "./manage";
import { channelsOff } from "@/tests/support/lead-channels";

const SECRET = "calendar-file-secret-for-tests-0123456789";
const context = { siteUrl: "https://skyhaven.example", organizer: "sales@skyhaven.example" };

function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    organizer: event.getFirstPropertyValue("organizer"),
    attendees: event.getAllProperties("attendee").length,
    description: event.getFirstPropertyValue("description"),
  };
}

describe("the visit's .ics download, by the manage link's token", () => {
  it("takes only a manage token's shape with .ics as its file name", () => {
    const token = "a".repeat(43);
    expect(tokenOfCalendarFile(calendarFilePath(token).split("/").at(-1)!)).toBe(token);
    for (const file of ["1.ics", `${token}.pdf`, `${token}`, `../${token}.ics`])
      expect(tokenOfCalendarFile(file)).toBeNull();
  });

  forEachDatabase((current) => {
    it("is the booked visit as PUBLISH with the mail's UID, then a CANCEL with a higher SEQUENCE", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const booked = await createBooking(db, bookingInput(), {
        settings: defaultAppointmentSettings,
        secret: SECRET,
        locale: "zh",
        now: BOOKING_NOW,
        targets: channelsOff,
      });
      if (booked.kind !== "booked") throw new Error("not booked");
      const standing = read((await visitCalendarFile(db, booked.token, context))!);
      expect(standing).toMatchObject({
        method: "PUBLISH",
        uid: `${booked.id}@skyhaven-suites`,
        organizer: "mailto:sales@skyhaven.example",
        // A downloaded file names no attendee: the visitor's address stays out of it.
        attendees: 0,
        description: `https://skyhaven.example/zh/book/manage/${booked.token}`,
      });

      await cancelBooking(db, booked.token, new Date(BOOKING_NOW.getTime() + 60_000));
      const cancelled = read((await visitCalendarFile(db, booked.token, context))!);
      expect(cancelled.method).toBe("CANCEL");
      expect(cancelled.uid).toBe(standing.uid);
      expect(cancelled.sequence).toBeGreaterThan(standing.sequence);

      expect(await visitCalendarFile(db, "b".repeat(43), context)).toBeUndefined();
    });
  });
});
