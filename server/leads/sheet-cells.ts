/**
 * What a cell of an exported sheet holds, before it becomes CSV text or an XLSX cell. Plain strings
 * and numbers are what they say; phone numbers, instants and days are marked, because each file
 * writes them its own way: a CSV as text a spreadsheet keeps (a spaced phone number, a Malaysia
 * time stamp), an XLSX as a text cell or a real date.
 */
export type SheetCell = string | number | null | undefined | PhoneCell | InstantCell | DayCell;

/** A phone number as stored: E.164, or as the buyer typed it. */
export interface PhoneCell {
  kind: "phone";
  value: string | null;
}

/** A moment as stored (UTC ISO); shown in Malaysia time. */
export interface InstantCell {
  kind: "instant";
  value: string | null;
}

/** A Malaysia calendar day (`YYYY-MM-DD`). */
export interface DayCell {
  kind: "day";
  value: string | null;
}

export const phoneCell = (value: string | null | undefined): PhoneCell => ({
  kind: "phone",
  value: value ?? null,
});
export const instantCell = (value: string | null | undefined): InstantCell => ({
  kind: "instant",
  value: value ?? null,
});
export const dayCell = (value: string | null | undefined): DayCell => ({
  kind: "day",
  value: value ?? null,
});

/** A column of a sheet: its header, and its width in characters for the XLSX file. */
export interface SheetColumn {
  header: string;
  width: number;
}
