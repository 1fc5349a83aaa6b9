import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead, everyLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { parseCsv } from "@/lib/csv/parse";
import { exportLeadsCsv, exportsNotes, NOTES_MAX_CHARS } from "./export";
import { recordStaffEvent } from "./staff-event";

async function exported(generator: AsyncGenerator<string>) {
  let text = "";
  for await (const chunk of generator) text += chunk;
  const [header = [], ...rows] = parseCsv(text).map((line) => line.cells);
  return { header, rows: rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i]]))) };
}

describe("who may export notes", () => {
  it("is an admin who ticked Include notes, never sales staff whatever the link says", () => {
    const ticked = new URLSearchParams("status=new&notes=1");
    expect(exportsNotes({ role: "admin" }, ticked)).toBe(true);
    expect(exportsNotes({ role: "admin" }, new URLSearchParams("status=new"))).toBe(false);
    expect(exportsNotes({ role: "sales" }, ticked)).toBe(false);
    expect(exportsNotes({ role: "marketing" }, ticked)).toBe(false);
  });
});

describe("the export's lead columns", () => {
  forEachDatabase((current) => {
    it("carries owner, follow-up, last contact, status and Lost reason; notes only when asked", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = await insertStaff(database, { name: "Siti" });
      const lead = await registerLead(
        db,
        { name: "Tan Ah Kow", email: "kow@example.com" },
        { now: new Date("2026-11-01T02:00:00Z") },
      );
      const repeat = await registerLead(
        db,
        { name: "Tan Ah Kow", email: "kow@example.com" },
        { now: new Date("2026-11-02T02:00:00Z") },
      );
      await registerLead(db, { name: "Nobody Yet" });
      await db
        .updateTable("registrations")
        .set({ owner_id: siti, follow_up_on: "2026-11-25", status: "lost" })
        .set({ lost_reason: "Bought elsewhere" })
        .where("id", "=", lead)
        .execute();
      const actor = { id: siti, name: "Siti" };
      await recordStaffEvent(db, lead, actor, {
        kind: "contact",
        action: "lead.contact_outcome",
        fields: { outcome: "called_spoke" },
      });
      for (const text of ['=HYPERLINK("x")', "Second note,\nwith a line", "Third note"]) {
        await recordStaffEvent(db, lead, actor, {
          kind: "note",
          action: "lead.note",
          fields: { note: text },
        });
      }
      const contactAt = await db
        .selectFrom("lead_events")
        .select("at")
        .where("registration_id", "=", lead)
        .where("kind", "=", "contact")
        .executeTakeFirstOrThrow();

      const plain = await exported(exportLeadsCsv(db, everyLead()));
      expect(plain.header.some((name) => name.startsWith("Notes"))).toBe(false);
      const [first, second] = plain.rows.filter((r) => r.Name === "Tan Ah Kow");
      const expected = {
        Status: "Lost",
        Owner: "Siti",
        "Next follow-up": "2026-11-25",
        "Lost reason": "Bought elsewhere",
        "Last contact (MYT)": expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      };
      expect(first).toMatchObject({ "Registration ID": lead, ...expected });
      expect(second).toMatchObject({ "Registration ID": repeat, ...expected });
      expect(Date.parse(`${first!["Last contact (MYT)"]!.replace(" ", "T")}+08:00`)).toBe(
        Math.floor(Date.parse(contactAt.at) / 1000) * 1000,
      );
      expect(plain.rows.find((r) => r.Name === "Nobody Yet")).toMatchObject({
        Owner: "Unassigned",
        "Next follow-up": "",
        "Last contact (MYT)": "",
        "Lost reason": "",
      });
      expect(JSON.stringify(plain)).not.toContain("Third note");

      const withNotes = await exported(exportLeadsCsv(db, everyLead(), { notes: true }));
      const notesColumn = withNotes.header.at(-1)!;
      expect(notesColumn).toMatch(/^Notes/);
      const rows = withNotes.rows.filter((r) => r.Name === "Tan Ah Kow");
      const notes = rows[0]![notesColumn]!.split("\n\n");
      // Newest first, each with its time and writer; the note typed as a formula stays text.
      expect(notes).toEqual([
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d Siti: Third note$/),
        expect.stringMatching(/ Siti: Second note,\nwith a line$/),
        expect.stringMatching(/ Siti: =HYPERLINK\("x"\)$/),
      ]);
      // Once per person: the repeat's row leaves it empty.
      expect(rows[1]![notesColumn]).toBe("");
    });

    it("caps a person's notes at what a spreadsheet cell holds", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = await insertStaff(database, { name: "Siti" });
      const lead = await registerLead(db, { name: "Long Story" });
      for (let i = 0; i < 12; i++) {
        await recordStaffEvent(
          db,
          lead,
          { id: siti, name: "Siti" },
          {
            kind: "note",
            action: "lead.note",
            fields: { note: `${i} ${"x".repeat(3990)}` },
          },
        );
      }
      const { header, rows } = await exported(exportLeadsCsv(db, everyLead(), { notes: true }));
      const cell = rows[0]![header.at(-1)!]!;
      expect(cell.length).toBe(NOTES_MAX_CHARS);
      expect(cell.startsWith("20")).toBe(true);
      expect(cell.endsWith("…")).toBe(true);
    });
  });
});
