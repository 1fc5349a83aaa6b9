import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { unitTypeCodes } from "@/content/units/codes";
import { formatRinggit } from "@/lib/money/ringgit";
import type { Unit } from "@/lib/units/unit";
import { addToShortlist } from "@/server/ballot/entry-actions";
import { controlClass } from "../registration/field";
import { HiddenFields } from "./hidden-fields";

interface UnitPickerProps {
  token: string;
  locale: Locale;
  /** The type chosen (`?type=`), if any, and its available units. */
  type?: string;
  units: Unit[];
  /** Units already on the shortlist: shown ticked, not offered again. */
  kept: string[];
  /** Units the buyer ticked before a refusal, ticked again. */
  picked: string[];
  /** The refusal for the type choice or the ticks, in the visitor's language. */
  typeError?: string;
  pickError?: string;
}

const button =
  "min-h-12 self-start rounded-brand border border-line px-6 font-semibold hover:border-accent-text";

/**
 * Adding units without JavaScript: a GET form chooses the type (the page comes back with its
 * available units), then a post adds the ticked ones.
 */
export async function UnitPicker(props: UnitPickerProps) {
  const { token, locale, type, units, kept, picked, typeError, pickError } = props;
  const t = await getTranslations("Ballot");
  const keptSet = new Set(kept);
  return (
    <div className="flex flex-col gap-6">
      <form method="get" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="type" className="text-sm font-semibold">
            {t("typeLabel")}
          </label>
          <select
            id="type"
            name="type"
            defaultValue={type ?? ""}
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? "type-error" : undefined}
            className={`${controlClass} w-48`}
          >
            <option value="">{t("typeChoose")}</option>
            {unitTypeCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={button}>
          {t("showUnits")}
        </button>
        {typeError && (
          <p
            id="type-error"
            className="basis-full text-sm font-medium text-[#B42318] dark:text-[#FDA29B]"
          >
            {typeError}
          </p>
        )}
      </form>
      {type &&
        (units.length ? (
          <form action={addToShortlist} className="flex flex-col gap-4">
            <HiddenFields token={token} locale={locale} />
            <input type="hidden" name="type" value={type} />
            <fieldset
              aria-describedby={pickError ? "units-error" : undefined}
              className="flex flex-col gap-3"
            >
              <legend className="mb-2 text-sm font-semibold">{t("unitsLegend", { type })}</legend>
              {pickError && (
                <p
                  id="units-error"
                  className="text-sm font-medium text-[#B42318] dark:text-[#FDA29B]"
                >
                  {pickError}
                </p>
              )}
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {units.map((unit) => {
                  const onList = keptSet.has(unit.id);
                  return (
                    <li key={unit.id}>
                      <label className="flex min-h-12 items-center gap-3 rounded-brand border border-line bg-surface px-4 py-2 has-checked:border-accent-text has-checked:bg-accent/10 has-focus-visible:outline-3 has-focus-visible:outline-accent-text">
                        <input
                          type="checkbox"
                          name="unit"
                          value={unit.id}
                          disabled={onList}
                          defaultChecked={onList || picked.includes(unit.id)}
                          className="size-5 shrink-0 accent-accent"
                        />
                        <span>
                          <span className="font-semibold">{unit.id}</span>{" "}
                          <span className="text-muted">
                            {formatRinggit(unit.listPrice, locale)}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            <button
              type="submit"
              className="min-h-12 self-start rounded-brand bg-accent px-6 font-semibold text-on-accent"
            >
              {t("addSubmit")}
            </button>
          </form>
        ) : (
          <p>{t("noUnits", { type })}</p>
        ))}
    </div>
  );
}
