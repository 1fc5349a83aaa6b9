import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env-schema";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { registrationStoreFor } from "../registrations/store";
import { receiveLeadAds, verifyLeadAdsSubscription } from "./receive";
import { metaSignature } from "./signature";

const SECRET = "meta-app-secret-for-tests";

/** A stand-in for the Graph API: answers `GET /{leadgen_id}` with that lead's answers. */
async function startGraph(leads: Record<string, unknown>) {
  const asked: { path: string; authorization?: string }[] = [];
  const server: Server = createServer((request, response) => {
    const id = (request.url ?? "").split("?")[0]?.split("/").pop() ?? "";
    asked.push({ path: request.url ?? "", authorization: request.headers.authorization });
    const lead = leads[id];
    response.writeHead(lead ? 200 : 404, { "content-type": "application/json" });
    response.end(JSON.stringify(lead ?? { error: { message: "not found" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const lead = (id: string, email: string, phone: string, ticked: boolean) => ({
  id,
  created_time: "2026-11-20T08:15:00+0000",
  campaign_name: "Launch Nov",
  platform: "ig",
  field_data: [
    { name: "full_name", values: ["Lim Mei Ling"] },
    { name: "email", values: [email] },
    { name: "phone_number", values: [phone] },
    { name: "salutation", values: ["Ms"] },
  ],
  custom_disclaimer_responses: [{ checkbox_key: "ads", is_checked: ticked ? "1" : "" }],
});

const notification = (...ids: string[]) =>
  JSON.stringify({
    object: "page",
    entry: [
      {
        id: "1",
        time: 1,
        changes: ids.map((leadgen_id) => ({ field: "leadgen", value: { leadgen_id } })),
      },
    ],
  });

describe("Meta Lead Ads webhook", () => {
  it("answers Meta's subscription check with the challenge only for the verify token", () => {
    const env = parseEnv({ META_LEAD_ADS_VERIFY_TOKEN: "verify-me-please" });
    const ask = (token: string) =>
      verifyLeadAdsSubscription(
        new URLSearchParams({
          "hub.mode": "subscribe",
          "hub.verify_token": token,
          "hub.challenge": "1158201444",
        }),
        env,
      );
    expect(ask("verify-me-please")).toMatchObject({ status: 200, text: "1158201444" });
    expect(ask("wrong-token")).toMatchObject({ status: 403 });
    expect(verifyLeadAdsSubscription(new URLSearchParams(), parseEnv({}))).toMatchObject({
      status: 404,
    });
  });

  forEachDatabase((current) => {
    let graph: Awaited<ReturnType<typeof startGraph>>;
    beforeEach(async () => {
      graph = await startGraph({
        "111": lead("111", "mei.ling@example.com", "+60 12-777 8888", true),
        "222": lead("222", "MEI.LING@example.com", "0127778888", false),
        "333": lead("333", "other@example.com", "not a phone", false),
      });
    });
    afterEach(async () => {
      await graph.close();
    });

    const env = () =>
      parseEnv({
        META_APP_SECRET: SECRET,
        META_LEAD_ADS_TOKEN: "page-access-token-for-tests",
        META_CAPI_URL: graph.url,
        META_PIXEL_ID: "1234567890123",
        META_CAPI_TOKEN: "meta-capi-token-for-tests",
      });

    it("refuses a post whose signature does not match (403) and stores nothing", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const body = notification("111");
      const deps = { env: env(), store: registrationStoreFor(db) };
      for (const signature of [null, "sha256=00", metaSignature(body, "another-secret-entirely")])
        expect((await receiveLeadAds(body, signature, deps)).status).toBe(403);
      expect(graph.asked).toEqual([]);
      expect(await db.selectFrom("registrations").select("id").execute()).toEqual([]);
    });

    it("turns a signed lead into a registration of source meta_lead_ads once, the same person's second form a repeat; the consent box decides the conversion", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const deps = { env: env(), store: registrationStoreFor(db) };
      const body = notification("111", "222", "333");
      const signature = metaSignature(body, SECRET);
      expect(await receiveLeadAds(body, signature, deps)).toEqual({
        status: 200,
        body: { received: 3, stored: 2, skipped: ["333"] },
      });
      // Meta sends the same post again: nothing new.
      expect((await receiveLeadAds(body, signature, deps)).status).toBe(200);
      expect(graph.asked[0]).toEqual({
        path: expect.stringMatching(/^\/v21\.0\/111\?fields=/),
        authorization: "Bearer page-access-token-for-tests",
      });

      const rows = await db
        .selectFrom("registrations")
        .select([
          "source",
          "full_name",
          "duplicate_of",
          "salutation_id",
          "utm_source",
          "utm_medium",
          "utm_campaign",
          "consent_advertising",
          "created_at",
        ])
        .execute();
      expect(rows).toHaveLength(2);
      // Both forms were sent at the same time: the first registration is the one linked to.
      const first = rows.find((row) => row.duplicate_of === null);
      const repeat = rows.find((row) => row.duplicate_of !== null);
      expect(first).toMatchObject({
        source: "meta_lead_ads",
        full_name: "Lim Mei Ling",
        duplicate_of: null,
        salutation_id: 3,
        utm_source: "instagram",
        utm_medium: "lead_ads",
        utm_campaign: "Launch Nov",
        created_at: "2026-11-20T08:15:00.000Z",
      });
      expect(Number(first?.consent_advertising)).toBe(1);
      expect(repeat?.consent_advertising).toBeNull();
      const conversions = await db
        .selectFrom("outbox")
        .select("topic")
        .where("topic", "=", "meta_conversion")
        .execute();
      expect(conversions).toHaveLength(1);
    });

    it("answers 502 when the lead cannot be read, so Meta sends the post again", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const body = notification("999");
      const answer = await receiveLeadAds(body, metaSignature(body, SECRET), {
        env: env(),
        store: registrationStoreFor(db),
      });
      expect(answer.status).toBe(502);
    });
  });
});
