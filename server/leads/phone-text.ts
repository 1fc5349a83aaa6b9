import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { DEFAULT_PHONE_REGION } from "@/lib/registration/phone";

/** Only what a phone number is written with: no function, reference or command fits in it. */
export const PHONE_CHARACTERS = /^[+\d -]*\d[+\d -]*$/;

/** Digits, `+` and dashes only: a spreadsheet reads it as a number, or as arithmetic. */
const BARE = /^\+?[\d-]+$/;

/**
 * How libphonenumber groups numbers that start alike and are as long: its formats are picked by
 * the leading digits and the length, so "+6012 + 8 digits" is grouped once and every later number
 * of that shape reuses it. An export formats two numbers per row, and parsing each (about 20 µs)
 * would cost seconds on 100,000 rows. Null: leave numbers of this shape as they are.
 */
interface Shape {
  /** What comes before the first digit ("+" or nothing). */
  lead: string;
  /** Each run of digits: how many, and the separator written after it. */
  groups: { length: number; after: string }[];
}
const shapes = new Map<string, Shape | null>();
const MAX_SHAPES = 10_000;
const SHAPE_PREFIX = 7;

function shapeOf(text: string, digits: number): Shape | null {
  const phone = parsePhoneNumberFromString(text, DEFAULT_PHONE_REGION);
  if (!phone?.isValid()) return null;
  const written = text.startsWith("+") ? phone.formatInternational() : phone.formatNational();
  const runs = [...written.matchAll(/(\d+)(\D*)/g)];
  const groups = runs.map(([, run = "", after = ""]) => ({ length: run.length, after }));
  // Only a grouping of the very same digits: a national prefix added or dropped would change them.
  if (groups.reduce((sum, g) => sum + g.length, 0) !== digits) return null;
  return { lead: written.slice(0, runs[0]?.index ?? 0), groups };
}

function regroup({ lead, groups }: Shape, digits: string): string {
  let text = lead;
  let at = 0;
  for (const { length, after } of groups) {
    text += digits.slice(at, at + length) + after;
    at += length;
  }
  return text;
}

/**
 * A phone number as a spreadsheet keeps it when it opens a CSV: with spaces. Read bare,
 * `+60123871800` becomes the number 60123871800 and `0123871800` loses its 0 (LibreOffice and
 * Excel alike), and `+60-12-3871800` is arithmetic to Excel. So a number written only with digits,
 * `+` and dashes is written again as the phone number it is, the same digits: international when it
 * was (or is stored as E.164), national as typed otherwise ("012-387 1800"). Anything else (already
 * spaced, or not a valid number) stays as typed.
 */
export function spreadsheetPhone(value: string): string {
  const text = value.trim();
  if (!BARE.test(text)) return value;
  const bare = text.includes("-") ? text.replace(/-/g, "") : text;
  const digits = bare.startsWith("+") ? bare.slice(1) : bare;
  const key = `${bare.slice(0, SHAPE_PREFIX)}|${digits.length}`;
  let shape = shapes.get(key);
  if (shape === undefined) {
    shape = shapeOf(text, digits.length);
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(key, shape);
  }
  return shape ? regroup(shape, digits) : value;
}
