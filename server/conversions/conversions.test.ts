import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import {
  GOOGLE_ACTIONS,
  GOOGLE_TOKEN,
  CAPI_TOKEN,
  PIXEL_ID,
  googleConversions,
  metaEvents,
  startConversionReceivers,
  type ConversionReceivers,
} from "@/tests/support/conversion-receivers";
import {
  createRegistration,
  prepareDatabase,
  validRegistration,
} from "@/tests/support/registrations";
import { changeLeadStatus } from "../leads/update";
import { deliverDue } from "../outbox/deliver";
import { MAX_ATTEMPTS } from "../outbox/backoff";
import { listFailed } from "../outbox/failed-list";
import { createSender } from "../outbox/sender";
import { conversionTargets } from "./targets";

// The desk's status changes read the settings from the process, as the server does.
vi.hoisted(() => {
  process.env.META_PIXEL_ID = "1234567890123";
  process.env.META_CAPI_TOKEN = "meta-capi-token-for-tests";
  process.env.GOOGLE_CONVERSIONS_URL = "http://127.0.0.1:9/unused-at-queue-time";
  process.env.GOOGLE_CONVERSIONS_TOKEN = "google-oauth-token-for-tests";
  process.env.GOOGLE_CONVERSION_ACTIONS =
    "lead=customers/1234567890/conversionActions/11,qualified=customers/1234567890/conversionActions/12," +
    "visited=customers/1234567890/conversionActions/13,booked=customers/1234567890/conversionActions/14";
});

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const EMAIL = "Siti.Aminah@Gmail.com";
const PHONE = "012-345 6789";
const ACTOR = { id: "staff-1", name: "Aisyah" };

describe("server-side conversions to Meta and Google", () => {
  forEachDatabase((current) => {
    let receivers: ConversionReceivers;

    beforeEach(async () => {
      receivers = await startConversionReceivers();
    });
    afterEach(async () => {
      await receivers.close();
    });

    async function register(fields: Record<string, unknown>) {
      const { db } = current();
      return createRegistration(
        db,
        {
          input: validRegistration({
            email: EMAIL,
            contact: PHONE,
            name: "Siti Aminah",
            ...fields,
          }),
          context: {
            locale: "en",
            source: "web",
            landingPage: "/landing?gclid=Cj0KCQ-test&fbclid=IwAR-test",
            userAgent: "Mozilla/5.0 (test)",
          },
        },
        { conversions: conversionTargets(receivers.env()) },
      );
    }

    async function deliver(now = new Date()) {
      const sender = createSender(current().db, receivers.env());
      try {
        return await deliverDue(current().db, sender, now, 100);
      } finally {
        sender.close();
      }
    }

    it("a consenting lead sends one Meta event and one Google conversion per stage, moved back and forth, with hashed (never plain) email and phone", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const created = await register({
        consentAdvertising: "true",
        gclid: "Cj0KCQ-test",
        fbclid: "IwAR-test",
        fbp: "fb.1.1700000000000.123456789",
      });
      for (const status of ["qualified", "visited", "qualified", "visited", "booked"] as const)
        expect((await changeLeadStatus(db, created.id, status, ACTOR)).outcome).toBe("changed");
      await deliver();

      const meta = metaEvents(receivers.meta);
      expect(meta.map(({ event }) => String(event.event_name)).sort()).toEqual([
        "Lead",
        "QualifiedLead",
        "SalesGalleryVisit",
        "UnitBooked",
      ]);
      expect(meta).toHaveLength(4);
      const lead = meta.find(({ event }) => event.event_name === "Lead");
      expect(lead?.event).toMatchObject({
        event_id: created.eventId,
        action_source: "website",
        event_source_url: "http://localhost:3000/landing",
        user_data: {
          em: [sha256("siti.aminah@gmail.com")],
          ph: [sha256("60123456789")],
          fbp: "fb.1.1700000000000.123456789",
          client_user_agent: "Mozilla/5.0 (test)",
        },
      });
      expect(String((lead?.event.user_data as { fbc: string }).fbc)).toMatch(
        /^fb\.1\.\d{13}\.IwAR-test$/,
      );
      const visited = meta.find(({ event }) => event.event_name === "SalesGalleryVisit");
      expect(visited?.event).toMatchObject({
        event_id: `${created.eventId}.visited`,
        action_source: "system_generated",
      });
      for (const { event, request, token } of meta) {
        expect(request.path).toBe(`/v21.0/${PIXEL_ID}/events`);
        expect(token).toBe(CAPI_TOKEN);
        expect(typeof event.event_time).toBe("number");
      }

      const google = googleConversions(receivers.google);
      expect(google).toHaveLength(4);
      const actions = google.map(({ conversion }) => conversion.conversionAction).sort();
      expect(actions).toEqual(
        GOOGLE_ACTIONS.split(",")
          .map((pair) => pair.split("=")[1])
          .sort(),
      );
      for (const { conversion, request } of google) {
        expect(request.headers.authorization).toBe(`Bearer ${GOOGLE_TOKEN}`);
        expect(conversion).toMatchObject({
          gclid: "Cj0KCQ-test",
          userIdentifiers: [
            { hashedEmail: sha256("sitiaminah@gmail.com") },
            { hashedPhoneNumber: sha256("+60123456789") },
          ],
        });
        expect(conversion.conversionDateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+08:00$/);
      }
      expect(google.map(({ conversion }) => conversion.orderId).sort()).toEqual(
        [
          created.eventId,
          ...["qualified", "visited", "booked"].map((s) => `${created.eventId}.${s}`),
        ].sort(),
      );

      // Nothing personal in the clear, in any request.
      for (const request of [...receivers.meta.requests, ...receivers.google.requests]) {
        for (const plain of ["Siti", "siti.aminah", "gmail.com", "60123456789", "345 6789"])
          expect(request.body).not.toContain(plain);
      }
      // A second run sends nothing more.
      expect(await deliver()).toBe(0);
      expect(receivers.meta.requests).toHaveLength(4);
    });

    it("a buyer who refused advertising, or made no choice, sends nothing at any stage, and keeps no Meta cookie", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const refused = await register({
        consentAdvertising: "false",
        fbp: "fb.1.1700000000000.1",
        gclid: "Cj0-refused",
      });
      const silent = await register({ email: "other@example.com", contact: "+60129998888" });
      for (const id of [refused.id, silent.id])
        for (const status of ["qualified", "visited", "booked"] as const)
          await changeLeadStatus(db, id, status, ACTOR);
      await deliver();

      expect(receivers.meta.requests).toEqual([]);
      expect(receivers.google.requests).toEqual([]);
      const queued = await db
        .selectFrom("outbox")
        .select("id")
        .where("topic", "in", ["meta_conversion", "google_conversion"])
        .execute();
      expect(queued).toEqual([]);
      const row = await db
        .selectFrom("registrations")
        .select(["fbp", "gclid", "consent_advertising", "consent_choice_version"])
        .where("id", "=", refused.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        fbp: null,
        gclid: "Cj0-refused",
        consent_advertising: 0,
        consent_choice_version: "2026-11",
      });
    });

    it("a platform that keeps failing is retried and, after its last attempt, is on the failed deliveries desk", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await register({ consentAdvertising: "true" });
      receivers.meta.status = 500;
      let now = Date.now();
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        await deliver(new Date(now));
        now += 40 * 24 * 3_600_000;
      }
      expect(receivers.meta.requests).toHaveLength(MAX_ATTEMPTS);
      expect(googleConversions(receivers.google)).toHaveLength(1);
      const failed = await listFailed(db);
      expect(failed.messages.map((m) => [m.topic, m.attempts, m.lastError])).toEqual([
        ["meta_conversion", MAX_ATTEMPTS, "Meta answered 500"],
      ]);
    });
  });
});
