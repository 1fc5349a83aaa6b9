import { useLocale, useTranslations } from "next-intl";
import type { CalculatorRates } from "@/content/calculator/schema";
import type { Evaluation } from "@/lib/calculator/evaluate";
import { formatRinggit } from "@/lib/money/ringgit";
import { ForeignBuyerNote } from "./foreign-buyer-note";
import { ResultList } from "./result-list";
import { SectionCard } from "./section-card";

/** The cash a buyer needs before the keys: down payment, stamp duties and legal fees. */
export function UpfrontSection({
  evaluation,
  rates,
  listPrices,
}: {
  evaluation: Evaluation;
  rates: CalculatorRates;
  listPrices: { min: number; max: number };
}) {
  const t = useTranslations("Calculator");
  const locale = useLocale();
  const { upfront, buyer } = evaluation;
  // Sen throughout, so the figures line up in their column.
  const rm = (amount: number) => formatRinggit(amount, locale, { sen: true });
  const duty = rates.transferStampDuty;
  return (
    <SectionCard
      id="upfront"
      title={t("upfrontTitle")}
      sources={[
        duty.source,
        duty.foreignSource,
        rates.loanStampDuty.source,
        rates.legalFees.source,
        rates.legalFees.taxSource,
        rates.foreignBuyers.consentSource,
        rates.foreignBuyers.minimumSource,
      ]}
    >
      {buyer === "foreign" && (
        <ForeignBuyerNote rates={rates} price={evaluation.values.price} listPrices={listPrices} />
      )}
      {upfront ? (
        <ResultList
          rows={[
            { label: t("downPayment"), value: rm(upfront.downPayment) },
            {
              label:
                buyer === "foreign"
                  ? t("transferDutyForeign", { rate: duty.foreignRatePercent })
                  : t("transferDuty"),
              value: rm(upfront.transferStampDuty),
            },
            { label: t("loanDuty"), value: rm(upfront.loanStampDuty) },
            {
              label: t("spaFee"),
              value: rm(upfront.spaLegalFee.total),
              note: t("withTax", { tax: rm(upfront.spaLegalFee.tax) }),
            },
            {
              label: t("loanFee"),
              value: rm(upfront.loanLegalFee.total),
              note: t("withTax", { tax: rm(upfront.loanLegalFee.tax) }),
            },
            { label: t("upfrontTotal"), value: rm(upfront.total), strong: true },
          ]}
        />
      ) : (
        <p className="text-muted">{t("fixFields")}</p>
      )}
    </SectionCard>
  );
}
