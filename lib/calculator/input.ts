import type { CalculatorRates } from "@/content/calculator/schema";
import {
  numberFields,
  type FieldError,
  type FieldSpec,
  type NumberField,
  type RawInput,
} from "./fields";
import { fieldSpecs } from "./limits";

export type FieldErrors = Partial<Record<NumberField, FieldError>>;

export interface ParsedInput {
  /** Every number that read well; a field with an error has none. */
  values: Partial<Record<NumberField, number>>;
  buyer: "citizen" | "foreign";
  per: "night" | "month";
  errors: FieldErrors;
}

/** The defaults a form starts from: every field but the optional age, as the inputs hold them. */
export type FormDefaults = Required<Omit<RawInput, "type" | "age">>;

/**
 * "598,000", "RM 598,000", "4.2%", "５９８０００" (a Chinese keyboard's full-width figures) all read
 * as the number a buyer meant; anything else is not a number.
 */
export function readNumber(text: string): number | null {
  const cleaned = text
    .normalize("NFKC")
    .replace(/^\s*RM\s*/i, "")
    .replace(/[\s,%]/g, "");
  return /^(\d+(\.\d*)?|\.\d+)$/.test(cleaned) ? Number(cleaned) : null;
}

/** One number field read against its bounds: its value, or the key of what is wrong with it. */
export function readField(
  text: string,
  spec: FieldSpec,
): { value: number | undefined } | { error: FieldError } {
  if (!text.trim()) return spec.optional ? { value: undefined } : { error: "required" };
  const value = readNumber(text);
  if (value === null) return { error: "notNumber" };
  if (value < spec.min || value > spec.max) return { error: "range" };
  if (spec.integer && !Number.isInteger(value)) return { error: "wholeNumber" };
  return { value };
}

// Choices fall back to the usual case: a hand-edited link is not worth an error.
const choice =
  <T extends string>(usual: T, ...others: T[]) =>
  (value: string): T =>
    [usual, ...others].includes(value as T) ? (value as T) : usual;
const readBuyer = choice("citizen", "foreign");
const readPeriod = choice("night", "month");

/**
 * Reads the form into numbers, or says what is wrong with each field. A field missing from the
 * query takes its default; a field sent empty is an error (the buyer cleared it). Never throws: a
 * bad link shows messages, not a 500.
 */
export function parseCalculatorInput(
  raw: RawInput,
  defaults: FormDefaults,
  loan: CalculatorRates["loan"],
): ParsedInput {
  const specs = fieldSpecs(loan);
  const values: ParsedInput["values"] = {};
  const errors: FieldErrors = {};
  for (const field of numberFields) {
    const text = raw[field] ?? (field === "age" ? "" : defaults[field]);
    const result = readField(text, specs[field]);
    if ("error" in result) errors[field] = result.error;
    else if (result.value !== undefined) values[field] = result.value;
  }
  // Banks end a housing loan by the borrower's 70th birthday (content/calculator).
  const { age, years } = values;
  if (age !== undefined && years !== undefined && age + years > loan.maxAge) {
    errors.years = "tenureAge";
    delete values.years;
  }
  return {
    values,
    buyer: readBuyer(raw.buyer ?? defaults.buyer),
    per: readPeriod(raw.per ?? defaults.per),
    errors,
  };
}
