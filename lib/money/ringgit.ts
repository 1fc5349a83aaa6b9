/**
 * Ringgit, in one place: prices, instalments, fees and rents on the site, in the desk, in mail and
 * in the brochure. Malaysian usage writes "RM" before the amount with a space and no decimals for
 * prices ("RM 398,000"); sen only where an amount is not whole ("RM 1,843.27").
 */
const intlLocales: Record<string, string> = { en: "en-MY", zh: "zh-Hans-MY", ms: "ms-MY" };

const formats = new Map<string, Intl.NumberFormat>();

function number(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocales[locale] ?? locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, formatter);
  }
  return formatter;
}

export interface RinggitOptions {
  /** Show sen (two decimals); by default only when the amount is not whole. */
  sen?: boolean;
}

/** "RM 398,000", "RM 1,843.27"; negative amounts as "-RM 500". */
export function formatRinggit(amount: number, locale = "en", options: RinggitOptions = {}): string {
  const rounded = Math.round(amount * 100) / 100;
  const sen = options.sen ?? !Number.isInteger(rounded);
  const text = number(locale, sen ? 2 : 0).format(Math.abs(rounded));
  return `${rounded < 0 ? "-" : ""}RM ${text}`;
}

/** A range of prices: "RM 398,000 – RM 1,288,000". */
export const formatRinggitRange = (min: number, max: number, locale = "en"): string =>
  min === max
    ? formatRinggit(min, locale)
    : `${formatRinggit(min, locale)}${locale === "zh" ? " 至 " : " – "}${formatRinggit(max, locale)}`;
