import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { MALAYSIA_OFFSET_HOURS } from "@/lib/time/malaysia";
import type { SheetCell, SheetColumn } from "./sheet-cells";

const HOUR_MS = 3_600_000;
const TEXT = "@";
const DATE_TIME = "yyyy-mm-dd hh:mm:ss";
const DATE = "yyyy-mm-dd";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

interface XlsxCell {
  value: string | number | Date | null;
  numFmt?: string;
}

/**
 * A cell for the workbook. Text stays text, whatever it looks like (phone numbers, ids, postcodes
 * in an address keep their `+` and leading 0s, and a text cell is never a formula, so nothing needs
 * escaping). Moments become dates of Malaysia's wall clock: a spreadsheet date has no time zone,
 * so 14:05 in Kuala Lumpur is stored as 14:05. Days become dates at midnight.
 */
export function xlsxCell(cell: SheetCell): XlsxCell {
  if (cell === null || cell === undefined || cell === "") return { value: null };
  if (typeof cell === "number") return { value: cell };
  if (typeof cell === "string") return { value: cell, numFmt: TEXT };
  if (cell.value === null) return { value: null };
  if (cell.kind === "phone") return { value: cell.value, numFmt: TEXT };
  if (cell.kind === "day") {
    const day = new Date(`${cell.value}T00:00:00Z`);
    return Number.isNaN(day.getTime())
      ? { value: cell.value, numFmt: TEXT }
      : { value: day, numFmt: DATE };
  }
  const ms = Date.parse(cell.value);
  if (Number.isNaN(ms)) return { value: cell.value, numFmt: TEXT };
  return { value: new Date(ms + MALAYSIA_OFFSET_HOURS * HOUR_MS), numFmt: DATE_TIME };
}

/**
 * A workbook of one sheet streamed as it is written: the header row bold and frozen, each column
 * its width, then the rows batch by batch (each row is written out and forgotten once added).
 */
export function xlsxByteStream(
  sheetName: string,
  columns: SheetColumn[],
  batches: AsyncGenerator<SheetCell[][], void, undefined>,
): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    for await (const rows of batches) {
      for (const cells of rows) {
        const written = cells.map(xlsxCell);
        const row = sheet.addRow(written.map((cell) => cell.value));
        written.forEach(({ numFmt }, i) => {
          if (numFmt) row.getCell(i + 1).numFmt = numFmt;
        });
        row.commit();
      }
      // Let the zip stream compress and hand on what it has (zlib works off the event loop), and
      // the client take it, before the next batch is asked for: a slow download holds one batch.
      await new Promise((resolve) => setImmediate(resolve));
      if (output.writableNeedDrain)
        await new Promise((resolve) => {
          output.once("drain", resolve);
          output.once("close", resolve);
        });
      if (output.destroyed) throw new Error("download stopped");
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  // A download stopped mid-way destroys `output`: the next write fails, which ends the loop and,
  // through for-await, the generator and its queries.
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
