import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { particularRows } from "@/content/developer/particular-rows";
import { getGlossary } from "@/content/glossary";
import { currentParticulars } from "@/server/cms/read/particulars";
import { inventorySummary } from "@/server/units/cached-summary";

interface AdvertisingParticularsProps {
  /** `full`: a labelled list (the developer page); `compact`: one line of small print near a form. */
  variant?: "full" | "compact";
  className?: string;
}

/**
 * The particulars Malaysian law requires on every housing advertisement, as published in the CMS
 * (server/cms/globals/particulars.ts) and the unit inventory's cached summary (unit count, price
 * range), so the site, the landing page and the brochure never differ.
 */
export async function AdvertisingParticulars({
  variant = "full",
  className = "",
}: AdvertisingParticularsProps) {
  const [t, format, locale, inventory, particulars] = await Promise.all([
    getTranslations("AdvertisingParticulars"),
    getFormatter(),
    getLocale(),
    inventorySummary(),
    currentParticulars(),
  ]);
  const rows = particularRows(t, format, locale, inventory, particulars);
  // "Label: value" in English and Malay, "标签：值" in Chinese.
  const { colon } = getGlossary(locale).punctuation;

  if (variant === "compact") {
    return (
      <p className={`text-xs leading-relaxed text-muted ${className}`}>
        {rows.map(([label, value], index) => (
          <span key={label}>
            {index > 0 && <span aria-hidden="true"> · </span>}
            {label}
            {colon}
            {value}
          </span>
        ))}
      </p>
    );
  }

  return (
    <dl className={`grid gap-x-10 text-sm sm:grid-cols-2 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-1 border-t border-line py-4">
          <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{label}</dt>
          <dd className="leading-relaxed">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
