import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { formatRinggit } from "@/lib/money/ringgit";
import { unitStatusClasses } from "@/lib/units/status-style";
import { moveUpInShortlist, removeFromShortlist } from "@/server/ballot/entry-actions";
import type { ShortlistUnit } from "@/server/ballot/shortlist";
import { HiddenFields } from "./hidden-fields";

interface ShortlistListProps {
  units: ShortlistUnit[];
  token: string;
  locale: Locale;
  /** After the draw: shown, not changed. */
  readOnly: boolean;
}

const smallButton =
  "inline-flex min-h-11 items-center rounded-brand border border-line px-4 text-sm font-semibold hover:border-accent-text";

/** The buyer's shortlist, most wanted first, each unit with its status now and its two buttons. */
export async function ShortlistList({ units, token, locale, readOnly }: ShortlistListProps) {
  const t = await getTranslations("Ballot");
  return (
    <ol className="flex flex-col gap-3">
      {units.map((unit, index) => (
        <li
          key={unit.unitId}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-brand border border-line bg-surface p-4"
        >
          <span className="font-display text-2xl font-semibold text-accent-text tabular-nums">
            {unit.rank}
          </span>
          <span className="min-w-0 flex-1">
            {t("unit", {
              unit: unit.unitId,
              type: unit.typeCode,
              price: formatRinggit(unit.listPrice, locale),
            })}
          </span>
          <span
            className={`rounded-sm px-2 py-0.5 text-sm font-semibold ${unitStatusClasses[unit.status]}`}
          >
            {t("unitStatus", { status: unit.status })}
          </span>
          {!readOnly && (
            <div className="flex gap-2">
              {index > 0 && (
                <form action={moveUpInShortlist}>
                  <HiddenFields token={token} locale={locale} />
                  <input type="hidden" name="unit" value={unit.unitId} />
                  <button type="submit" className={smallButton}>
                    {t("moveUp")}
                    <span className="sr-only"> {unit.unitId}</span>
                  </button>
                </form>
              )}
              <form action={removeFromShortlist}>
                <HiddenFields token={token} locale={locale} />
                <input type="hidden" name="unit" value={unit.unitId} />
                <button type="submit" className={smallButton}>
                  {t("remove")}
                  <span className="sr-only"> {unit.unitId}</span>
                </button>
              </form>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
