import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultAppointmentSettings } from "@/lib/booking/settings";
import { BOOKING_NOW, bookingInput } from "@/tests/support/bookings";
import { parseEnv } from "@/server/env-schema";
import { forEachDatabase } from "@/tests/support/databases";
import { readIcs } from "@/tests/support/ics";
import { hasTextAndHtmlAlternatives, htmlLang, partOfType } from "@/tests/support/mime";
import { prepareDatabase } from "@/tests/support/registrations";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { createBooking } from "../booking/book";
import { cancelBooking } from "../booking/manage";
import { deliverDue } from "./deliver";
import { createSender } from "./sender";
import { channelsOff } from "@/tests/support/lead-channels";

const SECRET = "booking-mail-secret-for-tests-0123456789";
const now = BOOKING_NOW;
const HOUR = 3_600_000;

const visit = bookingInput();
const start = new Date(visit.slot);

describe("booking mail through the outbox", () => {
  forEachDatabase((current) => {
    let smtp: TestSmtpServer;
    beforeEach(async () => {
      smtp = await startSmtpServer();
    });
    afterEach(async () => {
      await smtp.stop();
    });

    async function deliver(at: Date) {
      const { db } = current();
      const env = parseEnv({
        SMTP_URL: smtp.url,
        AUTH_SECRET: SECRET,
        SITE_URL: "https://skyhaven.example",
      });
      const sender = createSender(db, env);
      try {
        return await deliverDue(db, sender, at);
      } finally {
        sender.close();
      }
    }

    /** Migrates, then books the visit in Chinese as of `now`. */
    async function book() {
      const { db } = current();
      await prepareDatabase(db);
      const booked = await createBooking(db, visit, {
        settings: defaultAppointmentSettings,
        secret: SECRET,
        locale: "zh",
        now,
        targets: channelsOff,
      });
      if (booked.kind !== "booked") throw new Error("not booked");
      return booked;
    }

    it("confirms in the visitor's language with a valid .ics, and reminds once a day before", async () => {
      const booked = await book();

      expect(await deliver(new Date(now.getTime() + 1000))).toBe(1);
      const [confirmation] = smtp.messages;
      expect(confirmation!.to).toEqual(["wai.ling@example.com"]);
      expect(confirmation!.subject).toBe("您已成功预约 SkyHaven Suites 销售廊参观");
      const manage = `https://skyhaven.example/zh/book/manage/${booked.token}`;
      const ics = readIcs(partOfType(confirmation!.raw, "text/calendar")!);
      expect(ics.get("DTSTART")).toEqual(["20261128T060000Z"]);
      expect(ics.get("DTEND")).toEqual(["20261128T070000Z"]);
      expect(ics.get("UID")).toEqual([`${booked.id}@skyhaven-suites`]);
      expect(ics.get("LOCATION")[0]).toContain("Persiaran SkyHaven");
      expect(ics.get("DESCRIPTION")).toEqual([manage]);
      expect(partOfType(confirmation!.raw, "text/plain")).toContain(manage);
      // The text and an HTML alternative in the visitor's language, with the invite beside them.
      expect(hasTextAndHtmlAlternatives(confirmation!.raw)).toBe(true);
      expect(htmlLang(confirmation!.html)).toBe("zh-Hans");
      expect(confirmation!.html).toContain("<h1");
      expect(confirmation!.html).toContain(`href="${manage}"`);

      // Nothing more until a day before; then the reminder, once.
      expect(await deliver(new Date(start.getTime() - 25 * HOUR))).toBe(0);
      expect(await deliver(new Date(start.getTime() - 24 * HOUR))).toBe(1);
      expect(await deliver(new Date(start.getTime() - 23 * HOUR))).toBe(0);
      expect(smtp.messages.map((m) => m.subject)).toEqual([
        "您已成功预约 SkyHaven Suites 销售廊参观",
        "提醒：您明天参观 SkyHaven Suites 销售廊",
      ]);
    });

    it("sends no reminder for a cancelled visit, and confirms the cancellation", async () => {
      const booked = await book();
      await cancelBooking(current().db, booked.token, now);
      await deliver(new Date(start.getTime() - 2 * HOUR));
      expect(smtp.messages.map((m) => m.subject).sort()).toEqual([
        "您已成功预约 SkyHaven Suites 销售廊参观",
        "您的 SkyHaven Suites 销售廊参观已取消",
      ]);
      const cancelled = smtp.messages.find((m) => m.subject.includes("取消"))!;
      expect(readIcs(partOfType(cancelled.raw, "text/calendar")!).get("STATUS")).toEqual([
        "CANCELLED",
      ]);
      expect(hasTextAndHtmlAlternatives(cancelled.raw)).toBe(true);
      expect(htmlLang(cancelled.html)).toBe("zh-Hans");
      expect(cancelled.html).toContain(">您的 SkyHaven Suites 销售廊参观已取消</h1>");
    });
  });
});
