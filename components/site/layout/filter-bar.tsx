"use client";

import { useLocale, useTranslations } from "next-intl";
import { routing } from "@/i18n/routing";
import { sizeBands, type LayoutFilters } from "@/lib/layout/filters";
import { localizedPath } from "@/lib/touches/links";
import type { FilterLabels } from "./types";

interface FilterBarProps {
  filters: LayoutFilters;
  labels: FilterLabels;
  onChange: (change: Partial<LayoutFilters>) => void;
}

const chip =
  "inline-flex min-h-11 cursor-pointer items-center rounded-brand border border-line px-4 text-sm font-semibold transition hover:border-accent-text has-checked:border-accent-text has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-text";
const select =
  "min-h-11 w-full rounded-brand border border-line bg-surface px-3 text-sm font-medium text-fg focus-visible:outline-3 focus-visible:outline-accent-text";

/**
 * Category as chips (four choices read at a glance), size and bedrooms as menus. With scripts each
 * choice applies at once; without them the form is sent (GET /layout?category=…) with its button
 * and the server answers with the list filtered.
 */
export function FilterBar({ filters, labels, onChange }: FilterBarProps) {
  const t = useTranslations("LayoutPage");
  const locale = useLocale();
  const categories = [{ letter: "", name: t("allCategories") }, ...labels.categories];
  return (
    <form
      aria-label={t("filters")}
      method="get"
      action={localizedPath("/layout", locale, routing.defaultLocale)}
      className="grid gap-6 lg:grid-cols-[1fr_auto_auto] lg:items-end"
      onSubmit={(e) => e.preventDefault()}
    >
      <fieldset>
        <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-muted">
          {t("category")}
        </legend>
        <div className="flex flex-wrap gap-2">
          {categories.map(({ letter, name }) => (
            <label key={letter || "all"} className={chip}>
              <input
                type="radio"
                name="category"
                value={letter}
                className="sr-only"
                checked={(filters.category ?? "") === letter}
                onChange={() =>
                  onChange({ category: (letter || undefined) as LayoutFilters["category"] })
                }
              />
              {letter ? `${letter} · ${name}` : name}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block lg:w-48">
        <span className="mb-2 block text-xs font-semibold uppercase tracking-[0.2em] text-muted">
          {t("size")}
        </span>
        <select
          name="size"
          className={select}
          value={filters.size ?? ""}
          onChange={(e) =>
            onChange({ size: (e.target.value || undefined) as LayoutFilters["size"] })
          }
        >
          <option value="">{t("anySize")}</option>
          {sizeBands.map((band) => (
            <option key={band.id} value={band.id}>
              {/* An option holds text only: left-to-right isolate characters keep the range in order. */}
              {`\u2066${t("sizeBand", { min: band.min, max: band.max })}\u2069`}
            </option>
          ))}
        </select>
      </label>
      <label className="block lg:w-40">
        <span className="mb-2 block text-xs font-semibold uppercase tracking-[0.2em] text-muted">
          {t("bedrooms")}
        </span>
        <select
          name="bedrooms"
          className={select}
          value={filters.bedrooms ?? ""}
          onChange={(e) =>
            onChange({ bedrooms: e.target.value === "" ? undefined : Number(e.target.value) })
          }
        >
          <option value="">{t("anyBedrooms")}</option>
          {labels.bedrooms.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="min-h-11 rounded-brand bg-accent px-5 text-sm font-semibold text-on-accent js:hidden lg:justify-self-start"
      >
        {t("applyFilters")}
      </button>
    </form>
  );
}
