import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import {
  CUSTOMER_ID,
  GOOGLE_TOKEN,
  startConversionReceivers,
  type ConversionReceivers,
} from "@/tests/support/conversion-receivers";
import {
  BUYER,
  conversionRows,
  deliverConversions,
  registerBuyer,
} from "@/tests/support/conversion-flow";
import { prepareDatabase } from "@/tests/support/registrations";
import { parseEnv } from "../env-schema";
import { changeLeadStatus } from "../leads/update";
import { googleEmailHash, googlePhoneHash } from "./hash";

// The desk's status changes read the settings from the process, as the server does.
vi.hoisted(() => {
  process.env.GOOGLE_UPLOAD_API = "data_manager";
  process.env.GOOGLE_ADS_CUSTOMER_ID = "1234567890";
  process.env.GOOGLE_CONVERSIONS_TOKEN = "google-oauth-token-for-tests";
  process.env.GOOGLE_CONVERSION_ACTIONS =
    "lead=customers/1234567890/conversionActions/11,qualified=customers/1234567890/conversionActions/12";
});

const ACTOR = { id: "staff-1", name: "Aisyah" };
const LOGIN_ID = "9876543210";

interface IngestRequest {
  destinations: unknown[];
  events: Record<string, unknown>[];
  encoding: string;
}

describe("Google conversions through the Data Manager API (GOOGLE_UPLOAD_API=data_manager)", () => {
  forEachDatabase((current) => {
    let receivers: ConversionReceivers;
    const env = () =>
      parseEnv({
        ...receivers.variables,
        GOOGLE_UPLOAD_API: "data_manager",
        GOOGLE_DATA_MANAGER_URL: `${new URL(receivers.google.url).origin}/v1/events:ingest`,
        GOOGLE_ADS_LOGIN_CUSTOMER_ID: LOGIN_ID,
        GOOGLE_ADS_DEVELOPER_TOKEN: "developer-token-for-tests",
      });
    const ingested = () =>
      receivers.google.requests.map((request) => ({
        request,
        body: JSON.parse(request.body) as IngestRequest,
      }));

    beforeEach(async () => {
      receivers = await startConversionReceivers();
    });
    afterEach(async () => {
      await receivers.close();
    });

    it("sends each stage once as an events:ingest request: the account and action, the event id as transactionId, the click, hashed contacts", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const lead = await registerBuyer(db, env(), {
        consentAdvertising: "true",
        gclid: "Cj0KCQ-data-manager",
      });
      await deliverConversions(db, env());
      await changeLeadStatus(db, lead.id, "qualified", ACTOR);
      await deliverConversions(db, env());
      // A day later nothing is due again: each stage went once.
      expect(await deliverConversions(db, env(), new Date(Date.now() + 86_400_000))).toBe(0);

      const requests = ingested();
      expect(requests.map(({ request }) => request.path)).toEqual([
        "/v1/events:ingest",
        "/v1/events:ingest",
      ]);
      const [first] = requests;
      expect(first?.request.headers.authorization).toBe(`Bearer ${GOOGLE_TOKEN}`);
      // The accounts travel in the body; the Ads API's own headers are not sent.
      expect(first?.request.headers["developer-token"]).toBeUndefined();
      expect(first?.request.headers["login-customer-id"]).toBeUndefined();
      expect(first?.body).toEqual({
        destinations: [
          {
            operatingAccount: { accountType: "GOOGLE_ADS", accountId: CUSTOMER_ID },
            loginAccount: { accountType: "GOOGLE_ADS", accountId: LOGIN_ID },
            productDestinationId: "11",
          },
        ],
        events: [
          {
            transactionId: lead.eventId,
            eventTimestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
            adIdentifiers: { gclid: "Cj0KCQ-data-manager" },
            userData: {
              userIdentifiers: [
                { emailAddress: googleEmailHash(BUYER.email) },
                { phoneNumber: googlePhoneHash("+60123456789") },
              ],
            },
            consent: { adUserData: "CONSENT_GRANTED", adPersonalization: "CONSENT_GRANTED" },
          },
        ],
        encoding: "HEX",
      });
      const qualified = requests[1]?.body;
      expect(qualified?.destinations).toEqual([
        expect.objectContaining({ productDestinationId: "12" }),
      ]);
      expect(qualified?.events[0]?.transactionId).toBe(`${lead.eventId}.qualified`);
      for (const { request } of requests) {
        expect(request.body).not.toMatch(/Siti|gmail\.com|345 6789|60123456789/i);
      }
      const google = (await conversionRows(db)).filter((r) => r.topic === "google_conversion");
      expect(google.map((row) => row.last_error)).toEqual([null, null]);
    });

    it("an error answer is retried; a buyer who refused advertising is never sent", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await registerBuyer(db, env(), { consentAdvertising: "false", gclid: "Cj0-refused" });
      await registerBuyer(db, env(), {
        consentAdvertising: "true",
        email: "farah.rahman@example.com",
        contact: "013-222 3344",
      });
      receivers.google.status = 503;
      await deliverConversions(db, env());
      const failed = (await conversionRows(db)).filter((r) => r.topic === "google_conversion");
      expect(failed).toHaveLength(1);
      expect(failed[0]?.last_error).toMatch(/Google answered 503/);
      expect(failed[0]?.sent_at).toBeNull();

      receivers.google.status = 200;
      await deliverConversions(db, env(), new Date(Date.now() + 86_400_000));
      expect(receivers.google.requests).toHaveLength(2);
      expect(receivers.google.requests.every((r) => !r.body.includes("Cj0-refused"))).toBe(true);
      const sent = (await conversionRows(db)).filter((r) => r.topic === "google_conversion");
      expect(sent[0]?.sent_at).not.toBeNull();
    });
  });
});
