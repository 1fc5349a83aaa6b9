"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { CalculatorRates } from "@/content/calculator/schema";
import { calculatorSearch, evaluateCalculator } from "@/lib/calculator/evaluate";
import type { NumberField as FieldName, RawInput } from "@/lib/calculator/fields";
import { minimumDownPercent } from "@/lib/calculator/defaults";
import type { FormDefaults } from "@/lib/calculator/input";
import { formatRinggit } from "@/lib/money/ringgit";
import { buttonClasses } from "@/components/ui/button-styles";
import { ChoiceField } from "./choice-field";
import type { FieldProps } from "./field-props";
import { LoanSection } from "./loan-section";
import { NumberField } from "./number-field";
import { RentalSection } from "./rental-section";
import { UpfrontSection } from "./upfront-section";
import { useErrorText } from "./use-error-text";

interface CalculatorFormProps {
  /** The localized path of the page: the form's GET target without scripts. */
  action: string;
  /** The query the page was asked with (none on the prerendered page). */
  initial: RawInput;
  defaults: FormDefaults;
  rates: CalculatorRates;
  type?: string;
  /** The inventory's lowest and highest list prices, for the foreign buyer's note. */
  listPrices: { min: number; max: number };
}

/**
 * The three calculators in one GET form. Without scripts the server renders the results for the
 * query and "Calculate" sends the form again; with them every keystroke recomputes with the same
 * functions and the URL follows (replaceState), so the figures can be shared.
 */
export function CalculatorForm({
  action,
  initial,
  defaults,
  rates,
  type,
  listPrices,
}: CalculatorFormProps) {
  const t = useTranslations("Calculator");
  const locale = useLocale();
  const [raw, setRaw] = useState<RawInput>({ ...defaults, ...initial });
  const evaluation = useMemo(
    () => evaluateCalculator(raw, defaults, rates),
    [raw, defaults, rates],
  );
  const errorText = useErrorText(rates, defaults);
  const [edited, setEdited] = useState(false);

  useEffect(() => {
    if (!edited) return;
    const search = calculatorSearch({ ...raw, type });
    // Replace, not push: the back button leaves the page instead of undoing each keystroke.
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
  }, [raw, type, edited]);

  const change = (name: FieldName | "buyer" | "per", value: string) => {
    setEdited(true);
    setRaw((current) => ({ ...current, [name]: value }));
  };
  const field: FieldProps = (name) => ({
    name,
    value: raw[name] ?? "",
    onChange: change,
    error: errorText(name, evaluation.errors, evaluation),
  });
  // Already computed as typed; sending the form would only reload the page.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  const { loan, upfront, rental } = evaluation;
  const errorCount = Object.keys(evaluation.errors).length;
  const summary = t("liveSummary", {
    monthly: loan ? formatRinggit(loan.monthly, locale, { sen: true }) : t("unavailable"),
    upfront: upfront ? formatRinggit(upfront.total, locale) : t("unavailable"),
    yield: rental ? t("percent", { value: rental.netYieldPercent.toFixed(2) }) : t("unavailable"),
  });
  // Only without scripts: with them the figures follow each keystroke.
  const submit = (
    <button type="submit" className={buttonClasses("primary", "w-full sm:w-auto js:hidden")}>
      {t("submit")}
    </button>
  );

  return (
    <form
      method="get"
      action={action}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-14 lg:gap-20"
    >
      {type && <input type="hidden" name="type" value={type} />}
      <p role="status" className="sr-only">
        {summary}
      </p>
      <fieldset className="rounded-brand border border-line p-5 sm:p-7">
        <legend className="px-2 font-display text-2xl font-medium">{t("propertyLegend")}</legend>
        {errorCount > 0 && (
          <p className="mb-5 rounded-brand border border-[#B42318] px-4 py-3 text-sm font-medium text-[#B42318] dark:border-[#FDA29B] dark:text-[#FDA29B]">
            {t("errorSummary", { count: errorCount })}
          </p>
        )}
        <div className="grid gap-5 md:grid-cols-3">
          <NumberField {...field("price")} label={t("price")} hint={t("priceHint")} />
          <NumberField
            {...field("down")}
            label={t("down")}
            hint={t("downHint", {
              min: minimumDownPercent(rates.loan),
              margin: rates.loan.marginOfFinancePercent,
            })}
          />
          <ChoiceField
            name="buyer"
            legend={t("buyer")}
            value={evaluation.buyer}
            onChange={change}
            options={[
              { value: "citizen", label: t("buyerCitizen") },
              { value: "foreign", label: t("buyerForeign") },
            ]}
          />
        </div>
        <div className="mt-6 js:hidden">{submit}</div>
      </fieldset>
      <LoanSection evaluation={evaluation} rates={rates} field={field} />
      <UpfrontSection evaluation={evaluation} rates={rates} listPrices={listPrices} />
      <RentalSection evaluation={evaluation} rates={rates} field={field} onChoice={change} />
      {submit}
    </form>
  );
}
