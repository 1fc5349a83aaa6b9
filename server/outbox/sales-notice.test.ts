import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultAppointmentSettings } from "@/lib/booking/settings";
import { BOOKING_NOW, bookingInput } from "@/tests/support/bookings";
import { forEachDatabase } from "@/tests/support/databases";
import { mimeParts } from "@/tests/support/mime";
import {
  createRegistration,
  prepareDatabase,
  validRegistration,
} from "@/tests/support/registrations";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { insertStaff } from "@/tests/support/staff-members";
import { startWebhookReceiver, type TestWebhookReceiver } from "@/tests/support/webhook-receiver";
import { createBooking } from "../booking/book";
import { parseEnv } from "../env-schema";
import { deliverDue } from "./deliver";
import { createSender } from "./sender";

const SALES = "sales@skyhaven.example";
const SITE = "https://www.skyhaven.com.my";
/** Wednesday 25 Nov 2026, 10.30 am in Malaysia. */
const T0 = new Date("2026-11-25T02:30:00.000Z");

interface WebhookBody {
  event: string;
  lead: Record<string, unknown>;
  notice: { subject: string; text: string; leadUrl: string; owner: string; booking: unknown };
}

describe("the sales notice: readable by the sales team, in mail and webhook alike", () => {
  forEachDatabase((current) => {
    let smtp: TestSmtpServer;
    let receiver: TestWebhookReceiver;
    beforeEach(async () => {
      smtp = await startSmtpServer();
      receiver = await startWebhookReceiver();
    });
    afterEach(async () => {
      await smtp.stop();
      await receiver.close();
    });

    const env = () =>
      parseEnv({
        SMTP_URL: smtp.url,
        SITE_URL: SITE,
        AUTH_SECRET: "sales-notice-test-secret-0123456789abcdef",
        SALES_NOTIFY_EMAIL: SALES,
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: "webhook-secret-for-tests-0123456789",
      });
    const targets = () => ({ salesEmail: SALES, webhookUrl: receiver.url });

    async function deliver(at: Date) {
      const { db } = current();
      const sender = createSender(db, env());
      try {
        return await deliverDue(db, sender, at);
      } finally {
        sender.close();
      }
    }

    const notice = () => smtp.messages.find((m) => m.to.includes(SALES));
    const webhook = () => JSON.parse(receiver.requests[0]?.body ?? "{}") as WebhookBody;

    it("gives the time in Malaysia time with the zone, labelled fields, the owner and a link to the lead", async () => {
      const database = current();
      await prepareDatabase(database.db);
      const created = await createRegistration(
        database.db,
        {
          input: validRegistration({ channel: "social_media" }),
          context: { locale: "zh", source: "web", now: T0 },
        },
        targets(),
      );
      const siti = await insertStaff(database, { role: "sales", name: "Siti Rahman" });
      await database.db
        .updateTable("registrations")
        .set({ owner_id: siti })
        .where("id", "=", created.id)
        .execute();

      await deliver(new Date(T0.getTime() + 1000));

      const mail = notice();
      expect(mail?.subject).toBe("New registration: Mr Tan Ah Kow");
      const lines = (mail?.text ?? "").split("\n");
      expect(lines).toEqual(
        expect.arrayContaining([
          "A new lead registered interest.",
          "Name: Mr Tan Ah Kow",
          "Phone: 012-345 6789",
          "Email: ah.kow@example.com",
          "Language: Chinese (简体中文)",
          "Received: Wed 25 Nov 2026, 10.30 am (Malaysia time, UTC+8)",
          "Source: Website form",
          "Heard of us through: Social Media",
          "Unit types: A1, C1A",
          "Owner: Siti Rahman (salesperson)",
          `Open the lead: ${SITE}/admin/leads/${created.id}`,
        ]),
      );
      // No channel codes, no UTC ISO time, and the address stays on the desk.
      expect(mail?.text).not.toContain("social_media");
      expect(mail?.text).not.toContain(T0.toISOString());
      expect(mail?.text).not.toContain("Jalan Ampang");

      // The same notice reaches the webhook beside the lead, whose fields are as they were.
      const body = webhook();
      expect(body.event).toBe("registration.created");
      expect(body.lead).toMatchObject({ registrationId: created.id, channel: "social_media" });
      expect(body.notice).toEqual({
        subject: mail?.subject,
        text: mail?.text,
        leadUrl: `${SITE}/admin/leads/${created.id}`,
        owner: "Siti Rahman (salesperson)",
        booking: null,
      });
    });

    it("names the unit a buyer registered for from its page", async () => {
      const database = current();
      await prepareDatabase(database.db);
      await createRegistration(
        database.db,
        {
          input: validRegistration({ unit: "A-20-02", unitTypes: ["C1A"] }),
          context: { locale: "en", source: "web", now: T0 },
        },
        targets(),
      );
      await deliver(new Date(T0.getTime() + 1000));
      const lines = (notice()?.text ?? "").split("\n");
      expect(lines).toEqual(
        expect.arrayContaining(["Unit types: C1A", "Unit: A-20-02 (registered from its page)"]),
      );
    });

    it("says 'unassigned' when nobody owns the lead, and sends text and HTML alternatives with our domain's Message-ID", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await createRegistration(
        db,
        { input: validRegistration(), context: { locale: "en", source: "api", now: T0 } },
        targets(),
      );

      await deliver(new Date(T0.getTime() + 1000));

      const mail = notice();
      expect(mail?.text).toContain("Owner: unassigned");
      expect(mail?.text).toContain("Source: API");
      expect(mail?.headers.get("message-id")).toMatch(/^<[0-9a-f-]{36}@www\.skyhaven\.com\.my>$/);
      expect(mail?.headers.get("content-type")).toMatch(/^multipart\/alternative;/);
      const types = mimeParts(mail?.raw ?? "").map((p) => p.headers.get("content-type"));
      expect(types).toEqual([
        expect.stringMatching(/^text\/plain; charset=utf-8/),
        expect.stringMatching(/^text\/html; charset=utf-8/),
      ]);
      expect(mail?.html).toContain('<html lang="en"');
      expect(mail?.html).toContain("<h1");
      expect(mail?.html).toContain("<dt");
      expect(mail?.html).toContain("Owner</dt>");
      expect(mail?.html).toContain(">unassigned</dd>");
    });

    it("announces a booking as a booking, with its visit time, party size and language", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const booked = await createBooking(db, bookingInput({ partySize: "3" }), {
        settings: defaultAppointmentSettings,
        secret: "booking-secret-for-tests-0123456789abcdef",
        locale: "en",
        now: BOOKING_NOW,
        targets: { ...targets(), conversions: { meta: false, google: {} } },
      });
      if (booked.kind !== "booked") throw new Error("not booked");

      await deliver(new Date(BOOKING_NOW.getTime() + 1000));

      const mail = notice();
      expect(mail?.subject).toBe("New booking: Ms Chong Wai Ling, visit Sat 28 Nov, 2.00 pm");
      expect(mail?.subject).not.toContain("New registration");
      const lines = (mail?.text ?? "").split("\n");
      expect(lines).toEqual(
        expect.arrayContaining([
          "A new lead booked a visit to the sales gallery.",
          "Visit: Sat 28 Nov 2026, 2.00 pm – 3.00 pm (Malaysia time, UTC+8)",
          "Party size: 3 people",
          "Visit language: Chinese (简体中文)",
          "Source: Sales gallery booking",
          "Received: Wed 25 Nov 2026, 9.00 am (Malaysia time, UTC+8)",
          `Open the lead: ${SITE}/admin/leads/${booked.leadId}`,
        ]),
      );
      expect(webhook().notice.booking).toEqual({
        start: "2026-11-28T06:00:00.000Z",
        end: "2026-11-28T07:00:00.000Z",
        partySize: 3,
        language: "zh",
      });
    });
  });
});
