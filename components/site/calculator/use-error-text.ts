import { useLocale, useTranslations } from "next-intl";
import type { CalculatorRates } from "@/content/calculator/schema";
import type { FieldSpec, NumberField } from "@/lib/calculator/fields";
import type { FieldErrors, FormDefaults, ParsedInput } from "@/lib/calculator/input";
import { fieldSpecs } from "@/lib/calculator/limits";
import { formatRinggit } from "@/lib/money/ringgit";

/** A field's message in the visitor's language, with its limits written as the field reads them. */
export function useErrorText(rates: CalculatorRates, defaults: FormDefaults) {
  const t = useTranslations("Calculator.errors");
  const locale = useLocale();
  const specs = fieldSpecs(rates.loan);
  const limit = (spec: FieldSpec, value: number) =>
    spec.kind === "money"
      ? formatRinggit(value, locale)
      : spec.kind === "percent"
        ? `${value}%`
        : String(value);

  return (field: NumberField, errors: FieldErrors, parsed: ParsedInput): string | undefined => {
    const code = errors[field];
    const spec = specs[field];
    switch (code) {
      case undefined:
        return undefined;
      case "range":
        return t("range", { min: limit(spec, spec.min), max: limit(spec, spec.max) });
      case "notNumber":
        return t("notNumber", { example: field === "age" ? "40" : defaults[field] });
      case "tenureAge": {
        const age = parsed.values.age ?? 0;
        return t("tenureAge", { age, max: rates.loan.maxAge - age });
      }
      default:
        return t(code);
    }
  };
}
