import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { databaseTargets } from "@/tests/support/databases";
import { everyLead, registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { callSheetColumns, callSheetCsv, callSheetRows } from "./call-sheet";
import { UTF8_BOM } from "./csv";
import { exportColumns, exportLeadRows, exportLeadsCsv } from "./export";
import { xlsxByteStream } from "./xlsx-stream";

/**
 * The files as a salesperson opens them: LibreOffice (headless) reads the CSV and the XLSX and
 * writes back what it understood, text cells quoted and numbers and dates bare. Skipped where
 * LibreOffice is not installed; .ci/run installs it (Debian's libreoffice-calc-nogui).
 */
const soffice = spawnSync("sh", ["-c", "command -v soffice"]).stdout.toString().trim();
const title = soffice
  ? "the exports opened in LibreOffice"
  : "the exports opened in LibreOffice (SKIPPED: soffice is not installed; apt-get install libreoffice-calc-nogui)";

const dir = mkdtempSync(join(tmpdir(), "skyhaven-libreoffice-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each line's cells, with whether LibreOffice quoted them (text) or not (a number or date). */
function cells(text: string) {
  return text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
        .slice(0, -1)
        .map(([, cell = ""]) =>
          cell.startsWith('"')
            ? { text: true, value: cell.slice(1, -1).replace(/""/g, '"') }
            : { text: false, value: cell },
        ),
    );
}

/** Converts the files to CSV with LibreOffice; the cells of each, by its name. */
function openInLibreOffice(files: string[]) {
  execFileSync(
    soffice,
    [
      // A profile of its own: another LibreOffice running on the machine must not share it.
      `-env:UserInstallation=file://${join(dir, "profile")}`,
      "--headless",
      "--convert-to",
      "csv:Text - txt - csv (StarCalc):44,34,76,1",
      "--outdir",
      join(dir, "out"),
      ...files.map((file) => join(dir, file)),
    ],
    { stdio: "ignore", timeout: 60_000 },
  );
  return (file: string) => {
    const [header = [], ...rows] = cells(
      readFileSync(join(dir, "out", file.replace(/\.\w+$/, ".csv")), "utf8"),
    );
    return rows.map((row) => Object.fromEntries(header.map((h, i) => [h.value, row[i]])));
  };
}

async function text(chunks: AsyncGenerator<string>) {
  let all = UTF8_BOM;
  for await (const chunk of chunks) all += chunk;
  return all;
}

const bytes = async (stream: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(stream).arrayBuffer());

describe.skipIf(!soffice)(title, () => {
  it("keeps every phone number's + and leading 0, runs no formula, and reads dates as dates", async () => {
    const database = await databaseTargets.find((t) => t.name === "sqlite")!.open();
    try {
      const { db } = database;
      await prepareDatabase(db);
      const typed = ["0123871800", "+60123871801", "012-387 1802", "+6591234567"];
      for (const [i, contact] of typed.entries()) {
        await registerLead(
          db,
          { contact, address: "=1+2 Jalan Ampang, 50450 Kuala Lumpur", utmCampaign: "-1+1" },
          { now: new Date(`2026-11-0${i + 1}T02:05:09.000Z`) },
        );
      }
      const origin = "https://skyhaven.example";
      writeFileSync(join(dir, "leads-csv.csv"), await text(exportLeadsCsv(db, everyLead())));
      writeFileSync(
        join(dir, "leads-xlsx.xlsx"),
        await bytes(xlsxByteStream("Leads", exportColumns(), exportLeadRows(db, everyLead()))),
      );
      writeFileSync(join(dir, "sheet-csv.csv"), await text(callSheetCsv(db, everyLead(), origin)));
      writeFileSync(
        join(dir, "sheet-xlsx.xlsx"),
        await bytes(
          xlsxByteStream("Call sheet", callSheetColumns, callSheetRows(db, everyLead(), origin)),
        ),
      );

      const read = openInLibreOffice([
        "leads-csv.csv",
        "leads-xlsx.xlsx",
        "sheet-csv.csv",
        "sheet-xlsx.xlsx",
      ]);
      const newestFirst = [...typed].reverse();
      const spaced = ["+65 9123 4567", "012-387 1802", "+60 12 387 1801", "012-387 1800"];
      const e164 = ["+6591234567", "+60123871802", "+60123871801", "+60123871800"];

      const fromCsv = read("leads-csv.csv");
      expect(fromCsv.map((r) => r["Contact (as typed)"])).toEqual(
        spaced.map((value) => ({ text: true, value })),
      );
      expect(fromCsv.map((r) => r["Contact (E.164)"]!.value)).toEqual([
        "+65 9123 4567",
        "+60 12 387 1802",
        "+60 12 387 1801",
        "+60 12 387 1800",
      ]);
      expect(fromCsv.every((r) => r["Contact (E.164)"]!.text)).toBe(true);
      // Escaped, so shown as typed (with the apostrophe) rather than computed.
      expect(fromCsv[0]!.Address).toEqual({
        text: true,
        value: "'=1+2 Jalan Ampang, 50450 Kuala Lumpur",
      });
      expect(fromCsv[0]!["UTM campaign"]).toEqual({ text: true, value: "'-1+1" });

      const fromXlsx = read("leads-xlsx.xlsx");
      expect(fromXlsx.map((r) => r["Contact (as typed)"])).toEqual(
        newestFirst.map((value) => ({ text: true, value })),
      );
      expect(fromXlsx.map((r) => r["Contact (E.164)"])).toEqual(
        e164.map((value) => ({ text: true, value })),
      );
      expect(fromXlsx[0]!.Address).toEqual({
        text: true,
        value: "=1+2 Jalan Ampang, 50450 Kuala Lumpur",
      });
      expect(fromXlsx[0]!["UTM campaign"]).toEqual({ text: true, value: "-1+1" });
      // A date cell, shown in its format: bare (not text), Malaysia's wall clock.
      expect(fromXlsx[0]!["Created at (MYT)"]).toEqual({
        text: false,
        value: "2026-11-04 10:05:09",
      });

      expect(read("sheet-csv.csv").map((r) => r.Phone)).toEqual(
        ["+65 9123 4567", "+60 12 387 1802", "+60 12 387 1801", "+60 12 387 1800"].map((value) => ({
          text: true,
          value,
        })),
      );
      const sheet = read("sheet-xlsx.xlsx");
      expect(sheet.map((r) => r.Phone)).toEqual(e164.map((value) => ({ text: true, value })));
      expect(sheet[0]!.Registrations).toEqual({ text: false, value: "1" });
    } finally {
      await database.close();
    }
  }, 90_000);
});
