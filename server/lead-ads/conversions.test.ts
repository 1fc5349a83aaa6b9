import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "@/server/env-schema";
import { forEachDatabase } from "@/tests/support/databases";
import {
  metaEvents,
  startConversionReceivers,
  type ConversionReceivers,
} from "@/tests/support/conversion-receivers";
import { deliverConversions } from "@/tests/support/conversion-flow";
import { prepareDatabase } from "@/tests/support/registrations";
import { everyLead } from "@/tests/support/leads";
import { exportLeadsCsv } from "../leads/export";
import { changeLeadStatus } from "../leads/update";
import { registrationStoreFor } from "../registrations/store";
import { receiveLeadAds } from "./receive";
import { metaSignature } from "./signature";

// The desk's status changes read the settings from the process, as the server does.
vi.hoisted(() => {
  process.env.META_PIXEL_ID = "1234567890123";
  process.env.META_CAPI_TOKEN = "meta-capi-token-for-tests";
});

const SECRET = "meta-app-secret-for-tests";
/** 17 digits, as Meta's lead ids can be: more than a JavaScript number holds exactly. */
const LEADGEN_ID = "12345678901234567";

const graphLead = {
  id: LEADGEN_ID,
  created_time: "2026-11-20T08:15:00+0000",
  campaign_name: "Launch Nov",
  platform: "fb",
  field_data: [
    { name: "full_name", values: ["Lim Mei Ling"] },
    { name: "email", values: ["mei.ling@example.com"] },
    { name: "phone_number", values: ["+60 12-777 8888"] },
  ],
  custom_disclaimer_responses: [{ checkbox_key: "ads", is_checked: "1" }],
};

/** A CSV line's cells, quoted ones (a name with a comma) unquoted. */
const cells = (line: string) =>
  [...`${line},`.matchAll(/("(?:[^"]|"")*"|[^,]*),/g)].map(([, cell = ""]) =>
    cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell,
  );

/** The Graph API's answer to `GET /{leadgen_id}`, without a server. */
const graph: typeof fetch = async () => Response.json(graphLead);

describe("conversions of a Meta Lead Ads registration", () => {
  forEachDatabase((current) => {
    let receivers: ConversionReceivers;
    beforeEach(async () => {
      receivers = await startConversionReceivers();
    });
    afterEach(async () => {
      await receivers.close();
    });

    it("are CRM events naming Meta's lead id, never website events, at every stage", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const env = parseEnv({
        ...receivers.variables,
        META_APP_SECRET: SECRET,
        META_LEAD_ADS_TOKEN: "page-access-token-for-tests",
      });
      const body = JSON.stringify({
        object: "page",
        entry: [{ changes: [{ field: "leadgen", value: { leadgen_id: LEADGEN_ID } }] }],
      });
      const answer = await receiveLeadAds(body, metaSignature(body, SECRET), {
        env,
        store: registrationStoreFor(db),
        fetch: graph,
      });
      expect(answer).toMatchObject({ status: 200, body: { stored: 1 } });
      const lead = await db
        .selectFrom("registrations")
        .select(["id", "meta_lead_id", "source"])
        .executeTakeFirstOrThrow();
      expect(lead).toMatchObject({ meta_lead_id: LEADGEN_ID, source: "meta_lead_ads" });
      // Exported beside the click ids, a column of its own.
      let csv = "";
      for await (const chunk of exportLeadsCsv(db, everyLead())) csv += chunk;
      const [header, row] = csv.split("\r\n").map(cells);
      expect(row?.[header?.indexOf("Meta lead id") ?? -1]).toBe(LEADGEN_ID);
      await changeLeadStatus(db, lead.id, "qualified", { id: "staff-1", name: "Aisyah" });
      await deliverConversions(db, env);

      const events = metaEvents(receivers.meta).map(({ event }) => event);
      expect(events.map((event) => event.event_name).sort()).toEqual(["Lead", "QualifiedLead"]);
      for (const event of events) {
        expect(event).toMatchObject({
          action_source: "system_generated",
          user_data: { lead_id: LEADGEN_ID },
          custom_data: { event_source: "crm" },
        });
        expect(event).not.toHaveProperty("event_source_url");
        expect(event.user_data).not.toHaveProperty("client_user_agent");
      }
      // The id is sent digit for digit, as a string.
      expect(receivers.meta.requests[0]?.body).toContain(`"lead_id":"${LEADGEN_ID}"`);
    });
  });
});
