import { useLocale, useTranslations } from "next-intl";
import { calculatorRates } from "@/content/calculator";
import { Link } from "@/i18n/navigation";
import { defaultRatePercent, minimumDownPercent } from "@/lib/calculator/defaults";
import { loanSummary } from "@/lib/calculator/loan";
import { loanAmount } from "@/lib/calculator/upfront";
import { formatRinggit } from "@/lib/money/ringgit";

interface UnitTypeInstalmentProps {
  /** The unit type's code, e.g. "B2". */
  code: string;
  /** The type's "from" price in ringgit. */
  price: number;
}

/**
 * For a unit type's page: the monthly instalment on the type's "from" price with the usual loan
 * (90% financed at the default rate over 35 years), and a link to /calculator with the type and
 * price filled in for the costs and the rental yield. Server-rendered, no script.
 */
export function UnitTypeInstalment({ code, price }: UnitTypeInstalmentProps) {
  const t = useTranslations("Calculator");
  const locale = useLocale();
  const { loan } = calculatorRates;
  const down = minimumDownPercent(loan);
  const rate = defaultRatePercent(loan);
  const { monthly } = loanSummary({
    principal: loanAmount(price, down),
    ratePercent: rate,
    years: loan.maxYears,
  });
  return (
    <section
      aria-labelledby={`instalment-${code}`}
      className="rounded-brand border border-line bg-surface p-6"
    >
      <h2 id={`instalment-${code}`} className="text-sm font-semibold text-muted">
        {t("teaserTitle")}
      </h2>
      <p
        className="mt-2 font-display text-3xl font-medium tabular-nums"
        data-testid="type-instalment"
      >
        {/* "From about": to the nearest RM 10, as a sen figure claims a precision it has not. */}
        {t("teaserMonthly", { monthly: formatRinggit(Math.round(monthly / 10) * 10, locale) })}
      </p>
      <p className="mt-2 text-sm text-muted">
        {t("teaserTerms", {
          down,
          rate,
          years: loan.maxYears,
          price: formatRinggit(price, locale),
        })}
      </p>
      <Link
        href={{ pathname: "/calculator", query: { price: String(price), type: code } }}
        className="mt-4 inline-block font-semibold text-accent-text underline underline-offset-4"
      >
        {t("teaserLink", { code })}
      </Link>
    </section>
  );
}
