/**
 * CSV cells and rows per RFC 4180, made safe to open in a spreadsheet.
 *
 * A buyer types their own name and address, so a cell can start with `=`, `+`, `-` or `@` (or a tab
 * or carriage return, which some spreadsheets skip before reading a formula). Opened in Excel such a
 * cell would run as a formula ("CSV injection"): it gets a leading apostrophe, which spreadsheets show
 * as text and hide. The cost is a visible `'` in a plain text editor, accepted for safety.
 *
 * Except phone numbers: a cell of only `+`, digits, spaces and dashes (with a digit) can name no
 * function, cell or command, so it cannot inject anything; with an apostrophe it could not be
 * pasted into WhatsApp or an SMS tool as it is. Such cells stay as typed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE_LIKE = /^[+\d -]*\d[+\d -]*$/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

/** Neutralizes a cell a spreadsheet would read as a formula. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) && !PHONE_LIKE.test(text) ? `'${text}` : text;
}

/** One cell: formula-neutralized, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = neutralizeFormula(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 asks. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Written first so Excel reads the file as UTF-8 (and shows Chinese names) rather than ANSI. */
export const UTF8_BOM = "\uFEFF";
