"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { LinkedInterest } from "@/lib/registration/linked-interest";
import { UNIT_LABEL } from "@/lib/units/label";

interface UnitTypesFieldProps {
  unitTypes: string[];
  selected?: string | string[];
  /** What the server read from the link (registration-form.tsx); undefined: read it here. */
  linked?: LinkedInterest | null;
  errors?: string[];
}

const asList = (value?: string | string[]) => (Array.isArray(value) ? value : value ? [value] : []);

/** What the link that opened the form asks for: one unit (and its type), or a type. */
function linkedInterest(search: string, unitTypes: string[]): LinkedInterest | null {
  const query = new URLSearchParams(search);
  const unit = query.get("unit")?.trim().toUpperCase() ?? "";
  const type = query.get("type")?.trim().toUpperCase() ?? "";
  if (UNIT_LABEL.test(unit) && unitTypes.includes(type)) return { unit, type };
  return unitTypes.includes(unit) ? { type: unit } : null;
}

/** The types ticked first: those last sent, else the one the link names. */
const initialTypes = (selected?: string | string[], linked?: LinkedInterest | null) =>
  selected !== undefined ? asList(selected) : linked ? [linked.type] : [];

/**
 * Optional unit types of interest. `?unit=C1A` (from a layout page) ticks one in advance;
 * `?unit=A-12-03&type=C1A` (a unit's page, "Register for this unit") also sends that unit. A page
 * rendered for its link passes what it read (`linked`), so this works without scripts; the
 * prerendered page reads the link once in the browser (a client navigation may still land there).
 */
export function UnitTypesField({ unitTypes, selected, linked, errors }: UnitTypesFieldProps) {
  const t = useTranslations("Registration");
  const [checked, setChecked] = useState<string[]>(initialTypes(selected, linked));
  const [unit, setUnit] = useState<{ unit: string; type: string } | null>(
    linked?.unit ? { unit: linked.unit, type: linked.type } : null,
  );
  useEffect(() => {
    if (linked !== undefined) return;
    const fromLink = linkedInterest(window.location.search, unitTypes);
    if (!fromLink) return;
    // The page is static, so the query string can only be read here, once it is in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChecked((list) => (list.includes(fromLink.type) ? list : [...list, fromLink.type]));
    if (fromLink.unit) setUnit({ unit: fromLink.unit, type: fromLink.type });
  }, [unitTypes, linked]);
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
