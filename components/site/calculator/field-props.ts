import type { NumberField } from "@/lib/calculator/fields";

/** What every number field of the form takes from it: name, value, change handler, message. */
export type FieldProps = (name: NumberField) => {
  name: NumberField;
  value: string;
  onChange: (name: NumberField, value: string) => void;
  error?: string;
};
