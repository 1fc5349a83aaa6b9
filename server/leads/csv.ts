import { malaysiaStamp } from "@/lib/time/malaysia";
import { PHONE_CHARACTERS, spreadsheetPhone } from "./phone-text";
import type { SheetCell } from "./sheet-cells";

/**
 * CSV cells and rows per RFC 4180, made safe to open in a spreadsheet.
 *
 * A buyer types their own name and address, so a cell can start with `=`, `+`, `-` or `@` (or a tab
 * or carriage return, which some spreadsheets skip before reading a formula). Opened in Excel such a
 * cell would run as a formula ("CSV injection"): it gets a leading apostrophe, which spreadsheets show
 * as text and hide. The cost is a visible `'` in a plain text editor, accepted for safety.
 *
 * Every cell, `-1+1` included (a number-looking text is still a formula to Excel). Except a phone
 * column's cell (phoneCell): written as a spaced phone number (phone-text.ts), of only `+`, digits,
 * spaces and dashes, it can name no function, cell or command, and with an apostrophe it could not
 * be pasted into WhatsApp or an SMS tool as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined | SheetCell;

/** Neutralizes a cell a spreadsheet would read as a formula. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The cell's text: a phone number spaced (and left as it is), a moment in Malaysia time. */
function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  // A number the code computed (a count, an amount, -5) is no formula: only text can hide one.
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value !== "object") return neutralizeFormula(value);
  if (value.value === null) return "";
  if (value.kind === "instant") return malaysiaStamp(value.value);
  if (value.kind === "day") return neutralizeFormula(value.value);
  const phone = spreadsheetPhone(value.value);
  return PHONE_CHARACTERS.test(phone) ? phone : neutralizeFormula(phone);
}

/** One cell: formula-neutralized, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: CsvValue): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 asks. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Written first so Excel reads the file as UTF-8 (and shows Chinese names) rather than ANSI. */
export const UTF8_BOM = "\uFEFF";
