import { csvByteStream } from "./csv-stream";
import type { SheetCell, SheetColumn } from "./sheet-cells";
import { XLSX_TYPE, xlsxByteStream } from "./xlsx-stream";

/** Which file a download asks for: `?format=xlsx` for a workbook, a CSV otherwise. */
export type SheetFormat = "csv" | "xlsx";

export const sheetFormat = (params: URLSearchParams): SheetFormat =>
  params.get("format") === "xlsx" ? "xlsx" : "csv";

export interface SheetDownload {
  /** The file's name without its extension: `skyhaven-leads-2026-11-28`. */
  name: string;
  /** The workbook's sheet. */
  sheetName: string;
  columns: SheetColumn[];
  /** The CSV text (header first), when the CSV is asked for. */
  csv: () => AsyncGenerator<string, void, undefined>;
  /** The rows of cells, when the workbook is asked for. */
  rows: () => AsyncGenerator<SheetCell[][], void, undefined>;
}

/** The download as a streamed attachment, never cached. */
export function sheetResponse(format: SheetFormat, download: SheetDownload): Response {
  const xlsx = format === "xlsx";
  const body = xlsx
    ? xlsxByteStream(download.sheetName, download.columns, download.rows())
    : csvByteStream(download.csv());
  return new Response(body, {
    headers: {
      "Content-Type": xlsx ? XLSX_TYPE : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${download.name}.${format}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
