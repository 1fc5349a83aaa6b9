import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import {
  startConversionReceivers,
  type ConversionReceivers,
} from "@/tests/support/conversion-receivers";
import { BUYER, deliverConversions, registerBuyer } from "@/tests/support/conversion-flow";
import { prepareDatabase } from "@/tests/support/registrations";
import { changeLeadStatus } from "../leads/update";
import { adConsentToken } from "./ad-consent-token";
import { withdrawAdvertisingConsent } from "./withdraw-advertising";

// The desk's status changes read the settings from the process, as the server does.
vi.hoisted(() => {
  process.env.META_PIXEL_ID = "1234567890123";
  process.env.META_CAPI_TOKEN = "meta-capi-token-for-tests";
});

const SECRET = "s".repeat(48);
const ACTOR = { id: "staff-1", name: "Aisyah" };
/** The token with its last character changed. */
const forged = (token: string) => `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;

describe("advertising turned off in the cookie settings after registering", () => {
  forEachDatabase((current) => {
    let receivers: ConversionReceivers;
    beforeEach(async () => {
      receivers = await startConversionReceivers();
    });
    afterEach(async () => {
      await receivers.close();
    });

    it("stops every later stage, and the ones queued but unsent, for the browser's registration", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const env = receivers.env();
      const lead = await registerBuyer(db, env, {
        consentAdvertising: "true",
        fbp: "fb.1.1700000000000.42",
      });
      await deliverConversions(db, env);
      const sentBefore = receivers.meta.requests.length;
      expect(sentBefore).toBe(1);
      await changeLeadStatus(db, lead.id, "qualified", ACTOR);

      expect(await withdrawAdvertisingConsent(db, SECRET, adConsentToken(SECRET, lead.id))).toBe(
        "withdrawn",
      );
      await changeLeadStatus(db, lead.id, "visited", ACTOR);
      await deliverConversions(db, env);

      expect(receivers.meta.requests).toHaveLength(sentBefore);
      expect(receivers.google.requests).toHaveLength(1);
      const stages = await db
        .selectFrom("outbox")
        .select("dedupe_key")
        .where("topic", "=", "meta_conversion")
        .orderBy("dedupe_key")
        .execute();
      // Qualified was queued before the withdrawal (and dropped unsent); Visited never was.
      expect(stages.map((row) => row.dedupe_key)).toEqual([
        `meta:lead:${lead.id}`,
        `meta:qualified:${lead.id}`,
      ]);
      const row = await db
        .selectFrom("registrations")
        .select(["consent_advertising", "fbp", "consent_choice_version"])
        .where("id", "=", lead.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ consent_advertising: 0, fbp: null });
      expect(row.consent_choice_version).not.toBeNull();
    });

    it("a repeat registration's token reaches the person's first registration too", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const env = receivers.env();
      const first = await registerBuyer(db, env, { consentAdvertising: "true" });
      const repeat = await registerBuyer(db, env, { consentAdvertising: "true" });
      expect(repeat.duplicateOf).toBe(first.id);
      await withdrawAdvertisingConsent(db, SECRET, adConsentToken(SECRET, repeat.id));
      await changeLeadStatus(db, first.id, "qualified", ACTOR);
      const queued = await db
        .selectFrom("outbox")
        .select("dedupe_key")
        .where("dedupe_key", "like", "meta:qualified:%")
        .execute();
      expect(queued).toEqual([]);
    });

    it("nothing but this site's signed token withdraws: not the id, the email, or a forgery", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const lead = await registerBuyer(db, receivers.env(), { consentAdvertising: "true" });
      for (const token of [
        lead.id,
        lead.eventId,
        BUYER.email,
        adConsentToken("another-secret-of-48-characters-------------", lead.id),
        forged(adConsentToken(SECRET, lead.id)),
        undefined,
      ])
        expect(await withdrawAdvertisingConsent(db, SECRET, token)).toBe("unknown");
      const row = await db
        .selectFrom("registrations")
        .select("consent_advertising")
        .where("id", "=", lead.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.consent_advertising)).toBe(1);
    });
  });
});
