import { describe, expect, it } from "vitest";
import { registrationSchema } from "@/lib/registration/schema";
import { forEachDatabase } from "@/tests/support/databases";
import { everyLead } from "@/tests/support/leads";
import { createRegistration, formInput, prepareDatabase } from "@/tests/support/registrations";
import { getLead } from "../leads/detail";
import { exportLeadsCsv } from "../leads/export";

async function csvText(generator: AsyncGenerator<string>) {
  let text = "";
  for await (const chunk of generator) text += chunk;
  return text;
}

describe("click ids kept with a registration", () => {
  forEachDatabase((current) => {
    it("a registration arriving with gclid and fbclid (and Meta's cookies, advertising consented) stores them, shows them on the lead and exports a column each", async () => {
      const { db } = current();
      await prepareDatabase(db);
      // The body POST /api/registrations and the form send, as the schema reads it.
      const input = registrationSchema.parse(
        formInput({
          // No comma in any cell: the test splits the row on commas.
          address: "",
          gclid: "Cj0KCQiA-gclid_1",
          fbclid: "IwAR2-fbclid.1",
          wbraid: "not a click id; dropped",
          fbp: "fb.1.1700000000000.42",
          fbc: "fb.1.1700000000000.IwAR2-fbclid.1",
          consentAdvertising: true,
          consentAnalytics: "false",
        }),
      );
      const created = await createRegistration(
        db,
        { input, context: { locale: "en", source: "api" } },
        {},
      );

      const detail = await getLead(db, created.id);
      const registration = detail?.registrations[0];
      expect(registration?.attribution.clickIds).toEqual({
        gclid: "Cj0KCQiA-gclid_1",
        gbraid: null,
        wbraid: null,
        fbclid: "IwAR2-fbclid.1",
        fbp: "fb.1.1700000000000.42",
        fbc: "fb.1.1700000000000.IwAR2-fbclid.1",
      });
      expect(registration?.cookieChoice).toEqual({
        analytics: false,
        advertising: true,
        version: "2026-11",
      });

      const [header, row] = (await csvText(exportLeadsCsv(db, everyLead()))).split("\r\n");
      const cells = Object.fromEntries(
        (header ?? "").split(",").map((name, i) => [name, (row ?? "").split(",")[i]]),
      );
      expect(cells).toMatchObject({
        gclid: "Cj0KCQiA-gclid_1",
        gbraid: "",
        wbraid: "",
        fbclid: "IwAR2-fbclid.1",
        fbp: "fb.1.1700000000000.42",
        fbc: "fb.1.1700000000000.IwAR2-fbclid.1",
        "Cookie choice: analytics": "no",
        "Cookie choice: advertising": "yes",
        "Cookie choice version": "2026-11",
      });
    });
  });
});
