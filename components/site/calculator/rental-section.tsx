import { useLocale, useTranslations } from "next-intl";
import type { CalculatorRates } from "@/content/calculator/schema";
import type { Evaluation } from "@/lib/calculator/evaluate";
import { formatRinggit } from "@/lib/money/ringgit";
import { ChoiceField } from "./choice-field";
import type { FieldProps } from "./field-props";
import { NumberField } from "./number-field";
import { ResultList } from "./result-list";
import { SectionCard } from "./section-card";

interface RentalSectionProps {
  evaluation: Evaluation;
  rates: CalculatorRates;
  field: FieldProps;
  onChoice: (name: "buyer" | "per", value: string) => void;
}

/** Rent, occupancy and the owner's costs, and the gross and net yield on the price. */
export function RentalSection({ evaluation, rates, field, onChoice }: RentalSectionProps) {
  const t = useTranslations("Calculator");
  const locale = useLocale();
  const { rental, values } = evaluation;
  // Sen throughout, so the figures line up in their column.
  const rm = (amount: number) => formatRinggit(amount, locale, { sen: true });
  const percent = (value: number) => t("percent", { value: value.toFixed(2) });
  return (
    <SectionCard
      id="rental"
      title={t("rentalTitle")}
      intro={t("rentalIntro")}
      // Its own disclaimer sits under the yield, beside the assumptions.
      estimate={null}
      sources={[rates.rental.source, rates.rental.sinkingFundSource]}
      inputs={
        <>
          <NumberField {...field("rent")} label={t("rent")} />
          <ChoiceField
            name="per"
            legend={t("per")}
            value={evaluation.per}
            onChange={onChoice}
            options={[
              { value: "night", label: t("perNight") },
              { value: "month", label: t("perMonth") },
            ]}
          />
          <NumberField {...field("occ")} label={t("occ")} hint={t("occHint")} />
          <NumberField {...field("sqft")} label={t("sqft")} />
          <NumberField {...field("sc")} label={t("sc")} />
          <NumberField {...field("sf")} label={t("sf")} />
          <NumberField {...field("mgmt")} label={t("mgmt")} hint={t("mgmtHint")} />
        </>
      }
    >
      {rental ? (
        <>
          <div className="rounded-brand bg-bg/60 p-4 text-sm" data-testid="rental-assumptions">
            <p className="font-semibold">{t("assumptionsTitle")}</p>
            <p className="mt-1 text-muted">
              {t("assumptions", {
                rent: rm(values.rent ?? 0),
                per: evaluation.per,
                occ: values.occ ?? 0,
                mgmt: values.mgmt ?? 0,
                sc: (values.sc ?? 0).toFixed(2),
                sf: values.sf ?? 0,
              })}
            </p>
          </div>
          {/* An estimate on assumptions, so no headline figure: the same size as its costs. */}
          <dl className="mt-4 grid grid-cols-2 gap-4">
            <div>
              <dt className="text-sm text-muted">{t("grossYield")}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums">
                {percent(rental.grossYieldPercent)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t("netYield")}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid="net-yield">
                {percent(rental.netYieldPercent)}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-sm font-medium">{t("rentalEstimate")}</p>
          <div className="mt-4">
            <ResultList
              rows={[
                { label: t("grossRent"), value: rm(rental.grossRent) },
                { label: t("managementFee"), value: rm(-rental.managementFee) },
                { label: t("serviceCharge"), value: rm(-rental.serviceCharge) },
                { label: t("sinkingFund"), value: rm(-rental.sinkingFund) },
                { label: t("netRent"), value: rm(rental.netRent), strong: true },
              ]}
            />
          </div>
        </>
      ) : (
        <p className="text-muted">{t("fixFields")}</p>
      )}
    </SectionCard>
  );
}
