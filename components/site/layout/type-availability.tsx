import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { formatRinggit } from "@/lib/money/ringgit";
import type { TypeBalance } from "@/server/units/summary";

/** A type's "from RM …" and how many of its suites are available, from the cached summary. */
export async function TypeAvailability({
  balance,
  locale,
}: {
  balance: TypeBalance;
  locale: Locale;
}) {
  const t = await getTranslations("UnitType");
  return (
    <section aria-labelledby="availability-title" className="mb-6 border-b border-line pb-6">
      <h2
        id="availability-title"
        className="text-xs font-semibold uppercase tracking-[0.2em] text-muted"
      >
        {t("availabilityTitle")}
      </h2>
      {balance.fromPrice !== null && (
        <p
          className="mt-2 font-display text-3xl font-medium tabular-nums"
          data-testid="type-from-price"
        >
          {t("fromPrice", { price: formatRinggit(balance.fromPrice, locale) })}
        </p>
      )}
      <p className="mt-1 text-sm tabular-nums" data-testid="type-available">
        {t("availableCount", { available: balance.available, total: balance.total })}
      </p>
      <Link
        href="/availability"
        className="mt-3 inline-block text-sm font-semibold text-accent-text underline underline-offset-4"
      >
        {t("seeAvailability")}
      </Link>
    </section>
  );
}
