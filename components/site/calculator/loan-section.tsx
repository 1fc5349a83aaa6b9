import { useLocale, useTranslations } from "next-intl";
import type { CalculatorRates } from "@/content/calculator/schema";
import type { Evaluation } from "@/lib/calculator/evaluate";
import { formatRinggit } from "@/lib/money/ringgit";
import { NumberField } from "./number-field";
import { ResultList } from "./result-list";
import { SectionCard } from "./section-card";
import type { FieldProps } from "./field-props";

/** Rate, tenure and age, and the monthly instalment with what the loan costs over its life. */
export function LoanSection({
  evaluation,
  rates,
  field,
}: {
  evaluation: Evaluation;
  rates: CalculatorRates;
  field: FieldProps;
}) {
  const t = useTranslations("Calculator");
  const locale = useLocale();
  const { loan } = evaluation;
  const rm = (amount: number) => formatRinggit(amount, locale, { sen: true });
  return (
    <SectionCard
      id="loan"
      title={t("loanTitle")}
      sources={[rates.loan.source, rates.loan.tenureSource, rates.loan.commercialTitleSource]}
      inputs={
        <>
          <NumberField
            {...field("rate")}
            label={t("rate")}
            hint={t("rateHint", {
              base: rates.loan.baseRatePercent,
              spread: rates.loan.spreadPercent,
            })}
          />
          <NumberField
            {...field("years")}
            label={t("years")}
            hint={t("yearsHint", { max: rates.loan.maxYears, age: rates.loan.maxAge })}
          />
          <NumberField {...field("age")} label={t("age")} hint={t("ageHint")} />
        </>
      }
    >
      {loan ? (
        <>
          <p className="text-sm text-muted">{t("monthly")}</p>
          <p className="mt-1 font-display text-5xl font-medium tabular-nums" data-testid="monthly">
            {rm(loan.monthly)}
          </p>
          <div className="mt-4">
            <ResultList
              rows={[
                { label: t("principal"), value: rm(loan.principal) },
                {
                  label: t("totalInterest"),
                  value: rm(loan.totalInterest),
                  note: t("payments", { count: loan.months }),
                },
                { label: t("totalRepaid"), value: rm(loan.totalRepaid), strong: true },
              ]}
            />
          </div>
          <p className="mt-4 text-sm text-muted" data-testid="commercial-title">
            {t("commercialTitle", {
              margin: rates.loan.marginOfFinancePercent,
              years: rates.loan.maxYears,
            })}
          </p>
        </>
      ) : (
        <p className="text-muted">{t("fixFields")}</p>
      )}
    </SectionCard>
  );
}
