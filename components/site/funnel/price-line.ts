import "server-only";
import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { formatRinggit } from "@/lib/money/ringgit";

/**
 * "From RM 598,000 · 12 left" for a type, a category or the whole building, from the cached
 * inventory summary (server/units/cached-summary.ts): a page that shows it is regenerated with
 * the summary, so the figure follows the desk within a minute and is never typed twice.
 */
export async function priceLine(
  balance: { fromPrice: number | null; available: number },
  locale: Locale,
): Promise<string> {
  const t = await getTranslations({ locale, namespace: "Funnel" });
  return balance.fromPrice === null
    ? t("soldOut")
    : t("fromLeft", {
        price: formatRinggit(balance.fromPrice, locale),
        available: balance.available,
      });
}
