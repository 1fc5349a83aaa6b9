import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { categoryNames } from "@/content/units/names";
import { getUnitType } from "@/content/units/unit-types";
import { Link } from "@/i18n/navigation";
import { formatRinggit } from "@/lib/money/ringgit";
import type { TypeBalance as Balance } from "@/server/units/summary";

/** The balance per type: available of total and the lowest available list price. */
export async function TypeBalance({ types, locale }: { types: Balance[]; locale: Locale }) {
  const t = await getTranslations("Availability");
  return (
    <div className="relative overflow-x-auto rounded-brand border border-line bg-surface">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t("typesTitle")}</caption>
        <thead>
          <tr className="border-b border-line text-xs text-muted">
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t("typeColumn")}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-semibold">
              {t("availableColumn")}
              <span className="block sm:hidden">{t("fromColumn")}</span>
            </th>
            <th scope="col" className="hidden px-4 py-3 text-end font-semibold sm:table-cell">
              {t("fromColumn")}
            </th>
          </tr>
        </thead>
        <tbody>
          {types.map((type) => {
            const unit = getUnitType(type.code);
            const from =
              type.fromPrice === null ? t("soldOut") : formatRinggit(type.fromPrice, locale);
            return (
              <tr key={type.code} className="border-b border-line last:border-0">
                <th scope="row" className="px-4 py-2.5 text-start font-normal">
                  <Link
                    href={`/layout/${type.code}`}
                    aria-label={t("viewType", { code: type.code })}
                    className="font-semibold text-accent-text underline-offset-4 hover:underline"
                  >
                    {type.code}
                  </Link>
                  {unit && (
                    <span className="block text-xs text-muted sm:ms-2 sm:inline">
                      {categoryNames[unit.category][locale]}
                    </span>
                  )}
                </th>
                {/* On a phone the price goes under the count, so the type's name has room. */}
                <td className="px-4 py-2.5 text-end whitespace-nowrap tabular-nums">
                  {t.rich("availableOf", {
                    available: type.available,
                    total: type.total,
                    // The live island (live-availability.tsx) writes the new count here.
                    n: (count) => <span data-available={type.code}>{count}</span>,
                  })}
                  <span className="block text-muted sm:hidden">{from}</span>
                </td>
                <td className="hidden px-4 py-2.5 text-end whitespace-nowrap tabular-nums sm:table-cell">
                  {from}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
