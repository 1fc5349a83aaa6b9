import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultAppointmentSettings } from "@/lib/booking/settings";
import { BOOKING_NOW, bookingInput, slot } from "@/tests/support/bookings";
import { parseEnv } from "@/server/env-schema";
import { forEachDatabase } from "@/tests/support/databases";
import { mimeParts } from "@/tests/support/mime";
import { prepareDatabase } from "@/tests/support/registrations";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { createBooking } from "../booking/book";
import { cancelBooking, rescheduleBooking } from "../booking/manage";
import { deliverDue } from "./deliver";
import { createSender } from "./sender";
import { channelsOff } from "@/tests/support/lead-channels";

const SECRET = "visit-invite-secret-for-tests-0123456789";
const MINUTE = 60_000;

/** The mail's calendar part as ical.js reads it, and the method its Content-Type announces. */
function invite(raw: string) {
  const part = mimeParts(raw).find((p) =>
    (p.headers.get("content-type") ?? "").startsWith("text/calendar"),
  );
  if (!part) throw new Error("no text/calendar part");
  const calendar = new ICAL.Component(ICAL.parse(part.decoded));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return {
    contentType: part.headers.get("content-type") ?? "",
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: event.getFirstPropertyValue("status"),
    organizer: event.getFirstPropertyValue("organizer"),
    attendee: event.getFirstPropertyValue("attendee"),
    stamp: (event.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().toISOString(),
    start: event.getFirstProperty("dtstart")!,
  };
}

describe("the visit's calendar invite as calendars read it (ical.js)", () => {
  forEachDatabase((current) => {
    let smtp: TestSmtpServer;
    beforeEach(async () => {
      smtp = await startSmtpServer();
    });
    afterEach(async () => {
      await smtp.stop();
    });

    async function deliver(at: Date) {
      const env = parseEnv({
        SMTP_URL: smtp.url,
        AUTH_SECRET: SECRET,
        SITE_URL: "https://skyhaven.example",
        MAIL_REPLY_TO: "sales@skyhaven.example",
      });
      const sender = createSender(current().db, env);
      try {
        return await deliverDue(current().db, sender, at);
      } finally {
        sender.close();
      }
    }

    it("sends REQUEST, REQUEST again when moved, then CANCEL: one UID, a rising SEQUENCE", async () => {
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
      const later = (minutes: number) => new Date(BOOKING_NOW.getTime() + minutes * MINUTE);
      await deliver(later(1));
      const moved = await rescheduleBooking(
        db,
        booked.token,
        slot("2026-11-28", "15:00"),
        defaultAppointmentSettings,
        later(2),
      );
      expect(moved).toEqual({ kind: "done" });
      await deliver(later(3));
      await cancelBooking(db, booked.token, later(4));
      await deliver(later(5));

      const [first, second, third] = smtp.messages.map((m) => invite(m.raw));
      expect([first!.method, second!.method, third!.method]).toEqual([
        "REQUEST",
        "REQUEST",
        "CANCEL",
      ]);
      expect(first!.contentType).toContain("method=REQUEST");
      expect(third!.contentType).toContain("method=CANCEL");
      expect(third!.status).toBe("CANCELLED");
      expect(new Set([first!.uid, second!.uid, third!.uid])).toEqual(
        new Set([`${booked.id}@skyhaven-suites`]),
      );
      expect(first!.sequence).toBeLessThan(second!.sequence);
      expect(second!.sequence).toBeLessThan(third!.sequence);
      for (const sent of [first!, second!, third!]) {
        expect(sent.organizer).toBe("mailto:sales@skyhaven.example");
        expect(sent.attendee).toBe("mailto:wai.ling@example.com");
        // UTC throughout: no floating times, no TZID without a VTIMEZONE.
        expect(sent.start.getParameter("tzid")).toBeUndefined();
        expect((sent.start.getFirstValue() as ICAL.Time).zone).toBe(ICAL.Timezone.utcTimezone);
      }
      expect((second!.start.getFirstValue() as ICAL.Time).toJSDate().toISOString()).toBe(
        slot("2026-11-28", "15:00"),
      );
      expect(third!.stamp).toBe(later(4).toISOString());
    });
  });
});
