/** The calculator's fields, by the names they have in its URL (`/calculator?price=598000&down=10`). */
export const numberFields = [
  "price",
  "down",
  "rate",
  "years",
  "age",
  "rent",
  "occ",
  "sqft",
  "sc",
  "sf",
  "mgmt",
] as const;
export type NumberField = (typeof numberFields)[number];
export type Field = NumberField | "buyer" | "per";

export const fieldNames: readonly Field[] = [...numberFields, "buyer", "per"];

/** How a field's limits read in a message: "RM 50,000", "10%", "35". */
export type FieldKind = "money" | "percent" | "count";

export interface FieldSpec {
  min: number;
  max: number;
  kind: FieldKind;
  integer?: boolean;
  optional?: boolean;
}

/** The form's values as typed, by field: strings, as a query string or an input holds them. */
export type RawInput = Partial<Record<Field | "type", string>>;

/** What is wrong with a field, as a key of the `Calculator.errors` messages. */
export type FieldError = "required" | "notNumber" | "range" | "wholeNumber" | "tenureAge";

/** The fields each part of the calculator reads: a mistake in one hides only its results. */
export const sectionFields = {
  loan: ["price", "down", "rate", "years", "age"],
  upfront: ["price", "down", "buyer"],
  rental: ["price", "rent", "per", "occ", "sqft", "sc", "sf", "mgmt"],
} as const satisfies Record<string, readonly Field[]>;
export type Section = keyof typeof sectionFields;
