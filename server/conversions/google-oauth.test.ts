import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import {
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
  OAUTH_REFRESH_TOKEN,
  googleConversions,
  startConversionReceivers,
  type ConversionReceivers,
} from "@/tests/support/conversion-receivers";
import { conversionRows, deliverConversions, registerBuyer } from "@/tests/support/conversion-flow";
import { prepareDatabase } from "@/tests/support/registrations";
import { changeLeadStatus } from "../leads/update";

// The desk's status changes read the settings from the process, as the server does.
vi.hoisted(() => {
  process.env.GOOGLE_ADS_CUSTOMER_ID = "1234567890";
  process.env.GOOGLE_OAUTH_CLIENT_ID = "1234-test.apps.googleusercontent.com";
  process.env.GOOGLE_OAUTH_CLIENT_SECRET = "oauth-client-secret-for-tests";
  process.env.GOOGLE_OAUTH_REFRESH_TOKEN = "1//refresh-token-for-tests";
  process.env.GOOGLE_OAUTH_TOKEN_URL = "http://127.0.0.1:9/unused-at-queue-time";
  process.env.GOOGLE_CONVERSION_ACTIONS =
    "lead=customers/1234567890/conversionActions/11,qualified=customers/1234567890/conversionActions/12," +
    "visited=customers/1234567890/conversionActions/13,booked=customers/1234567890/conversionActions/14";
});

const ACTOR = { id: "staff-1", name: "Aisyah" };
const HOUR = 3_600_000;

describe("Google's access token from the OAuth refresh token", () => {
  forEachDatabase((current) => {
    let receivers: ConversionReceivers;

    beforeEach(async () => {
      receivers = await startConversionReceivers({ oauth: true });
    });
    afterEach(async () => {
      vi.useRealTimers();
      await receivers.close();
    });

    const deliver = () => deliverConversions(current().db, receivers.env(), new Date());
    const bearers = () => receivers.google.requests.map((r) => r.headers.authorization);

    it("exchanges the refresh token once, form-encoded, for every upload within the token's life", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const lead = await registerBuyer(db, receivers.env(), { consentAdvertising: "true" });
      await deliver();
      for (const status of ["qualified", "visited", "booked"] as const) {
        await changeLeadStatus(db, lead.id, status, ACTOR);
        await deliver();
      }

      expect(googleConversions(receivers.google)).toHaveLength(4);
      expect(bearers()).toEqual(Array(4).fill("Bearer access-1"));
      expect(receivers.google.requests[0]?.path).toBe(
        "/v26/customers/1234567890:uploadClickConversions",
      );
      expect(receivers.tokens.receiver.requests).toHaveLength(1);
      const [exchange] = receivers.tokens.receiver.requests;
      expect(exchange?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
      expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toEqual({
        grant_type: "refresh_token",
        client_id: OAUTH_CLIENT_ID,
        client_secret: OAUTH_CLIENT_SECRET,
        refresh_token: OAUTH_REFRESH_TOKEN,
      });
      expect((await conversionRows(db)).every((row) => row.sent_at)).toBe(true);
    });

    it("exchanges it again once the access token is about to expire, not before", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
      const { db } = current();
      await prepareDatabase(db);
      const lead = await registerBuyer(db, receivers.env(), { consentAdvertising: "true" });
      await deliver();
      vi.setSystemTime(Date.now() + 0.9 * HOUR);
      await changeLeadStatus(db, lead.id, "qualified", ACTOR);
      await deliver();
      // 3599 s minus the minute's margin: expired for the next send.
      vi.setSystemTime(Date.now() + 0.1 * HOUR);
      await changeLeadStatus(db, lead.id, "visited", ACTOR);
      await deliver();

      expect(receivers.tokens.issued).toEqual(["access-1", "access-2"]);
      expect(bearers()).toEqual(["Bearer access-1", "Bearer access-1", "Bearer access-2"]);
    });

    it("a 401 renews the token once and sends again; a second 401 is a failure that retries later", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const lead = await registerBuyer(db, receivers.env(), { consentAdvertising: "true" });
      await deliver();
      receivers.tokens.revoked = true;
      await changeLeadStatus(db, lead.id, "qualified", ACTOR);
      await deliver();
      expect(receivers.tokens.issued).toEqual(["access-1", "access-2"]);
      expect(receivers.google.requests.map((r) => [r.headers.authorization, r.answered])).toEqual([
        ["Bearer access-1", 200],
        ["Bearer access-1", 401],
        ["Bearer access-2", 200],
      ]);

      // Google refusing every token: one renewal per attempt, then the attempt fails.
      const always = receivers.google.reply;
      receivers.google.reply = (request) => always?.(request) ?? { status: 401, body: "{}" };
      await changeLeadStatus(db, lead.id, "visited", ACTOR);
      await deliver();
      expect(receivers.tokens.issued).toHaveLength(3);
      expect(receivers.google.requests.slice(3).map((r) => r.answered)).toEqual([401, 401]);
      const visited = (await conversionRows(db)).find((r) => r.dedupe_key?.includes(":visited:"));
      expect(visited).toMatchObject({ sent_at: null, last_error: "Google answered 401" });
    });
  });
});
