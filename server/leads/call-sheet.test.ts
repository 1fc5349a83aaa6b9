import { everyLead } from "@/tests/support/leads";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { erasePeople } from "../privacy/erase";
import { assignLeads } from "./assign";
import { callSheetCsv } from "./call-sheet";
import { setFollowUp } from "./follow-up";
import { addLeadNote, changeLeadStatus } from "./update";

async function rows(generator: AsyncGenerator<string>) {
  let text = "";
  for await (const chunk of generator) text += chunk;
  // No cell here holds a comma, quote or line break: a split is enough to read it back.
  const [header = [], ...records] = text
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));
  return records.map((r) => Object.fromEntries(header.map((name, i) => [name, r[i] ?? ""])));
}

describe("the call sheet", () => {
  forEachDatabase((current) => {
    it("has one row per person with their latest contact, owner, status, interest, note and link", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = await insertStaff(database, { name: "Siti Aminah" });
      const boss = { id: await insertStaff(database, { role: "admin" }), name: "Boss" };
      const first = await registerLead(
        db,
        {
          name: "Tan Ah Kow",
          contact: "+60125551111",
          email: "old@example.com",
          unitTypes: ["A1"],
        },
        { locale: "zh", now: new Date(Date.now() - 60_000) },
      );
      // The same person again, with a new email and another interest.
      await registerLead(
        db,
        {
          name: "Tan Ah Kow",
          contact: "+60125551111",
          email: "new@example.com",
          unitTypes: ["C1A", "D2"],
        },
        { locale: "zh", now: new Date(Date.now() - 30_000) },
      );
      await registerLead(db, { name: "Nurul Izzah" }, { locale: "ms" });
      const erased = await registerLead(db, { name: "Gone Person" });
      await erasePeople(db, [erased], { audit: "test", staffId: null, name: "Test" });
      await assignLeads(db, { leadIds: [first], ownerId: siti }, boss);
      await changeLeadStatus(db, first, "contacted", boss);
      await addLeadNote(db, first, "Wants a high floor", boss);
      await setFollowUp(db, first, "2099-01-05", boss);

      const sheet = await rows(
        callSheetCsv(db, everyLead({}), "https://skyhaven.example", { batchSize: 1 }),
      );

      expect(sheet.map((r) => r.Name).sort()).toEqual(["Nurul Izzah", "Tan Ah Kow"]);
      expect(sheet.find((r) => r.Name === "Tan Ah Kow")).toMatchObject({
        Phone: "+60 12 555 1111",
        Email: "new@example.com",
        Language: "Chinese",
        Owner: "Siti Aminah",
        Status: "Contacted",
        "Interested in": "C1A D2",
        Registrations: "2",
        "Latest note": "Wants a high floor",
        "Next follow-up": "2099-01-05",
        Lead: `https://skyhaven.example/admin/leads/${first}`,
        "Last activity (MYT)": expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      });
      expect(sheet.find((r) => r.Name === "Nurul Izzah")).toMatchObject({
        Owner: "Unassigned",
        Status: "New",
        Language: "Malay",
      });

      const theirs = await rows(
        callSheetCsv(db, everyLead({ owner: siti }), "https://skyhaven.example"),
      );
      expect(theirs.map((r) => r.Name)).toEqual(["Tan Ah Kow"]);
    });
  });
});
