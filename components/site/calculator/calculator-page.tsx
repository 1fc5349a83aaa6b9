import { NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { PageIntro } from "@/components/site/page-intro";
import { calculatorRates } from "@/content/calculator";
import { calculatorDefaults } from "@/content/calculator/defaults";
import { getPathname } from "@/i18n/navigation";
import type { RawInput } from "@/lib/calculator/fields";
import { readNumber } from "@/lib/calculator/input";
import { inventorySummary } from "@/server/units/cached-summary";
import { CalculatorForm } from "./calculator-form";

/**
 * /calculator: prerendered without a query (`initial` empty; regenerated with the inventory's
 * prices), rendered per request for one (app/[locale]/(site-query)/calculator/computed). `?type=`
 * prefills a unit type's size, sample rent and "from" price, `?price=` the price.
 */
export async function CalculatorPage({
  locale,
  initial = {},
}: {
  locale: Locale;
  initial?: RawInput;
}) {
  const t = await getTranslations("Calculator");
  const messages = await getMessages();
  const summary = await inventorySummary();
  const typeCode = initial.type?.trim().toUpperCase();
  // The visitor's price, else the type's lowest available price, else the lowest list price.
  const price =
    (initial.price ? readNumber(initial.price) : null) ??
    summary.types.find((balance) => balance.code === typeCode)?.fromPrice ??
    summary.price.min;
  const { type, defaults } = calculatorDefaults({ type: initial.type, price });
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")}>
        {type && (
          <p className="mt-3 text-sm font-semibold text-accent-text">
            {t("forType", { code: type })}
          </p>
        )}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-5 pb-20 sm:px-8">
        <NextIntlClientProvider messages={{ Calculator: messages.Calculator }}>
          <CalculatorForm
            action={getPathname({ href: "/calculator", locale })}
            initial={{ ...initial, type: undefined }}
            defaults={defaults}
            rates={calculatorRates}
            type={type}
            listPrices={summary.price}
          />
        </NextIntlClientProvider>
      </div>
    </>
  );
}
