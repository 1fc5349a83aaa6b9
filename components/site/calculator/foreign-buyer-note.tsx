import { useLocale, useTranslations } from "next-intl";
import type { CalculatorRates } from "@/content/calculator/schema";
import { formatRinggit } from "@/lib/money/ringgit";

interface ForeignBuyerNoteProps {
  rates: CalculatorRates;
  /** The price in the form, when it reads. */
  price?: number;
  /** The inventory's lowest and highest list prices. */
  listPrices: { min: number; max: number };
}

/**
 * For a foreign buyer: the State Authority's consent, Selangor's minimum price for foreign
 * purchasers (content/calculator/foreign-ownership.ts), and where this price and the list prices
 * stand against it. The commercial figure applies to these suites, on commercial land.
 */
export function ForeignBuyerNote({ rates, price, listPrices }: ForeignBuyerNoteProps) {
  const t = useTranslations("Calculator");
  const locale = useLocale();
  const rm = (amount: number) => formatRinggit(amount, locale);
  const { minimumPrice } = rates.foreignBuyers;
  return (
    <div
      className="mb-5 rounded-brand border border-accent/60 p-4 text-sm"
      data-testid="foreign-buyer-note"
    >
      <p className="font-semibold">{t("foreignTitle")}</p>
      <p className="mt-1">{t("foreignConsent")}</p>
      <p className="mt-2">
        {t("foreignMinimum", {
          commercial: rm(minimumPrice.commercial),
          residential: rm(minimumPrice.residential),
        })}
      </p>
      {price !== undefined && (
        <p className="mt-2 font-semibold">
          {t("foreignThisPrice", {
            below: String(price < minimumPrice.commercial),
            price: rm(price),
          })}
        </p>
      )}
      <p className="mt-2 text-muted">
        {t("foreignListPrices", {
          belowAll: String(listPrices.max < minimumPrice.commercial),
          min: rm(listPrices.min),
          max: rm(listPrices.max),
        })}
      </p>
    </div>
  );
}
