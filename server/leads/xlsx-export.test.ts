import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { everyLead, registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { callSheetColumns, callSheetRows } from "./call-sheet";
import { exportColumns, exportLeadRows } from "./export";
import { setFollowUp } from "./follow-up";
import { xlsxByteStream } from "./xlsx-stream";

/** The streamed workbook read back with exceljs: its only sheet. */
async function readBack(stream: ReadableStream<Uint8Array>) {
  const bytes = Buffer.from(await new Response(stream).arrayBuffer());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const cell = (row: number, column: string) => {
    const index = header.indexOf(column);
    if (index < 0) throw new Error(`no column ${column}`);
    return sheet.getRow(row).getCell(index + 1);
  };
  return { sheet, header, cell };
}

describe("a streamed workbook", () => {
  it("asks for rows only as the client takes them, and stops when the download is cancelled", async () => {
    let batches = 0;
    let stopped = false;
    async function* endless() {
      try {
        for (;;) {
          batches += 1;
          // Random text: compressed, each batch still fills the buffers (repeated text would not).
          yield Array.from({ length: 500 }, (_, i) => [
            `row ${batches}-${i}`,
            randomBytes(100).toString("hex"),
          ]);
        }
      } finally {
        stopped = true;
      }
    }
    const columns = [
      { header: "A", width: 10 },
      { header: "B", width: 10 },
    ];
    const reader = xlsxByteStream("Rows", columns, endless()).getReader();
    expect((await reader.read()).done).toBe(false);
    // A client that stops reading holds the writer back: it stalls after a few batches (what the
    // zip stream and the response buffer), rather than read the whole table into memory.
    // Polled until the count holds still for 300 ms (at most 6 s; a loaded machine compresses slowly).
    let seen = -1;
    for (let waited = 0; seen !== batches && waited < 6000; waited += 300) {
      seen = batches;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // About 20 batches of 100 KB here (2 MB) fill the zip's and the stream's buffers, then it
    // stops; a writer without backpressure would have asked for hundreds by then.
    expect(batches).toBe(seen);
    expect(seen).toBeLessThan(60);
    const asked = batches;
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stopped).toBe(true);
    expect(batches).toBeLessThanOrEqual(asked + 1);
  });
});

describe("the lead export and call sheet as XLSX", () => {
  forEachDatabase((current) => {
    it("keeps phone numbers and ids as text, dates as Malaysia-time dates, and formulas as text", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const id = await registerLead(
        db,
        {
          utmCampaign: "-1+1",
          contact: "0123871800",
          address: "=1+2 Jalan Ampang, 50450 Kuala Lumpur",
        },
        { now: new Date("2026-11-01T02:05:09.000Z") },
      );

      const file = await readBack(
        xlsxByteStream("Leads", exportColumns(), exportLeadRows(db, everyLead())),
      );
      expect(file.header).toEqual(exportColumns().map((c) => c.header));
      expect(file.sheet.rowCount).toBe(2);
      // Header bold and frozen, columns as wide as set.
      expect(file.sheet.getRow(1).getCell(1).font?.bold).toBe(true);
      expect(file.sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
      expect(file.sheet.getColumn(1).width).toBe(exportColumns()[0]!.width);

      const text = (column: string) => {
        const cell = file.cell(2, column);
        expect(cell.type, column).toBe(ExcelJS.ValueType.String);
        expect(cell.numFmt, column).toBe("@");
        return cell.value;
      };
      expect(text("Contact (as typed)")).toBe("0123871800");
      expect(text("Contact (E.164)")).toBe("+60123871800");
      expect(text("Registration ID")).toBe(id);
      expect(text("UTM campaign")).toBe("-1+1");
      expect(text("Address")).toBe("=1+2 Jalan Ampang, 50450 Kuala Lumpur");

      // 10:05:09 in Kuala Lumpur, written as that wall-clock time (a spreadsheet date has no zone).
      const created = file.cell(2, "Created at (MYT)");
      expect(created.type).toBe(ExcelJS.ValueType.Date);
      expect(created.value).toEqual(new Date("2026-11-01T10:05:09.000Z"));
      expect(created.numFmt).toBe("yyyy-mm-dd hh:mm:ss");
      expect(file.cell(2, "Erased at (MYT)").type).toBe(ExcelJS.ValueType.Null);
    });

    it("writes the call sheet with a text phone, a number of registrations and a follow-up date", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const boss = { id: await insertStaff(database, { role: "admin" }), name: "Boss" };
      const lead = await registerLead(db, { name: "Tan Ah Kow", contact: "+60125551111" });
      await registerLead(db, { name: "Tan Ah Kow", contact: "+60125551111" });
      await setFollowUp(db, lead, "2026-12-03", boss);

      const file = await readBack(
        xlsxByteStream(
          "Call sheet",
          callSheetColumns,
          callSheetRows(db, everyLead(), "https://skyhaven.example"),
        ),
      );
      expect(file.header).toEqual(callSheetColumns.map((c) => c.header));
      expect(file.cell(2, "Phone").value).toBe("+60125551111");
      expect(file.cell(2, "Phone").type).toBe(ExcelJS.ValueType.String);
      expect(file.cell(2, "Registrations").value).toBe(2);
      expect(file.cell(2, "Registrations").type).toBe(ExcelJS.ValueType.Number);
      const followUp = file.cell(2, "Next follow-up");
      expect(followUp.value).toEqual(new Date("2026-12-03T00:00:00.000Z"));
      expect(followUp.numFmt).toBe("yyyy-mm-dd");
      expect(file.cell(2, "Last activity (MYT)").type).toBe(ExcelJS.ValueType.Date);
      expect(file.cell(2, "Lead").value).toBe(`https://skyhaven.example/admin/leads/${lead}`);
    });
  });
});
