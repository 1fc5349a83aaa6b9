"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { UNIT_LABEL } from "@/lib/units/label";

interface UnitTypesFieldProps {
  unitTypes: string[];
  selected?: string | string[];
  errors?: string[];
}

const asList = (value?: string | string[]) => (Array.isArray(value) ? value : value ? [value] : []);

/** What the link that opened the form asks for: one unit (and its type), or a type. */
function linkedInterest(search: string, unitTypes: string[]) {
  const query = new URLSearchParams(search);
  const unit = query.get("unit")?.trim().toUpperCase() ?? "";
  const type = query.get("type")?.trim().toUpperCase() ?? "";
  if (UNIT_LABEL.test(unit) && unitTypes.includes(type)) return { unit, type };
  return unitTypes.includes(unit) ? { type: unit } : null;
}

/**
 * Optional unit types of interest. `?unit=C1A` (from a layout page) ticks one in advance;
 * `?unit=A-12-03&type=C1A` (a unit's page, "Register for this unit") also sends that unit.
 */
export function UnitTypesField({ unitTypes, selected, errors }: UnitTypesFieldProps) {
  const t = useTranslations("Registration");
  const [checked, setChecked] = useState<string[]>(asList(selected));
  const [unit, setUnit] = useState<{ unit: string; type: string } | null>(null);
  useEffect(() => {
    const linked = linkedInterest(window.location.search, unitTypes);
    if (!linked) return;
    // The page is static, so the query string can only be read here, once it is in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChecked((list) => (list.includes(linked.type) ? list : [...list, linked.type]));
    if (linked.unit) setUnit({ unit: linked.unit, type: linked.type });
  }, [unitTypes]);
  const errorId = errors?.length ? "unitTypes-error" : undefined;

  return (
    <fieldset aria-describedby={["unitTypes-hint", errorId].filter(Boolean).join(" ")}>
      <legend className="text-sm font-semibold">{t("unitTypes")}</legend>
      {unit && (
        <p className="mt-2 rounded-brand border border-accent-text/40 bg-accent/10 px-3 py-2 text-sm">
          <input type="hidden" name="unit" value={unit.unit} />
          {t("forUnit", unit)}
        </p>
      )}
      <p id="unitTypes-hint" className="mt-1 text-xs text-muted">
        {t("unitTypesHint")}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {unitTypes.map((type) => (
          <label
            key={type}
            className="inline-flex min-h-11 min-w-14 cursor-pointer items-center justify-center rounded-brand border border-line px-3 text-sm font-semibold has-checked:border-accent-text has-checked:bg-accent/20 has-focus-visible:outline-3 has-focus-visible:outline-accent-text"
          >
            <input
              type="checkbox"
              name="unitTypes"
              value={type}
              checked={checked.includes(type)}
              onChange={(event) =>
                setChecked((list) =>
                  event.target.checked ? [...list, type] : list.filter((t) => t !== type),
                )
              }
              className="sr-only"
            />
            {type}
          </label>
        ))}
      </div>
      {errorId && (
        <p id={errorId} className="mt-2 text-sm font-medium text-[#B42318] dark:text-[#FDA29B]">
          {errors?.[0]}
        </p>
      )}
    </fieldset>
  );
}
