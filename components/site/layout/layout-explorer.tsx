"use client";

import { useTranslations } from "next-intl";
import { useMemo, useRef } from "react";
import { Link } from "@/i18n/navigation";
import {
  matchesFilters,
  MAX_COMPARE,
  toggleCompare,
  type LayoutFilters,
} from "@/lib/layout/filters";
import { ComparePanel } from "./compare-panel";
import { CompareTray } from "./compare-tray";
import { FilterBar } from "./filter-bar";
import type { ExplorerGroup, ExplorerUnit, FilterLabels } from "./types";
import { useUrlFilters } from "./use-url-filters";

interface LayoutExplorerProps {
  /** The filters of a filtered URL, rendered on the server. */
  initialFilters?: LayoutFilters;
  units: ExplorerUnit[];
  groups: ExplorerGroup[];
  filterLabels: FilterLabels;
  rowLabels: React.ComponentProps<typeof ComparePanel>["rowLabels"];
}

/**
 * The list of types with filters and a comparison. The server renders every card; this narrows
 * the list in the browser, keeps the choice in the URL and tells screen readers what changed.
 */
export function LayoutExplorer({
  initialFilters,
  units,
  groups,
  filterLabels,
  rowLabels,
}: LayoutExplorerProps) {
  const t = useTranslations("LayoutPage");
  const codes = useMemo(() => units.map((u) => u.code), [units]);
  const { filters, update } = useUrlFilters(codes, initialFilters);
  const compareHeading = useRef<HTMLHeadingElement>(null);
  const shown = units.filter((unit) => matchesFilters(unit, filters));
  const compared = filters.compare
    .map((code) => units.find((u) => u.code === code)?.compare)
    .filter((entry) => entry !== undefined);
  const full = filters.compare.length >= MAX_COMPARE;

  const showComparison = () => {
    compareHeading.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    compareHeading.current?.focus({ preventScroll: true });
  };

  return (
    <div className={filters.compare.length ? "pb-32" : undefined}>
      <FilterBar
        filters={filters}
        labels={filterLabels}
        onChange={(change) => update((current) => ({ ...current, ...change }))}
      />
      <div className="mt-6 flex flex-wrap items-center gap-4 border-b border-line pb-4">
        <p aria-live="polite" className="text-sm font-medium" data-testid="layout-count">
          {t("results", { shown: shown.length, total: units.length })}
        </p>
        {shown.length < units.length && (
          // A link, so it clears a list filtered on the server too; with scripts, in place.
          <Link
            href="/layout"
            scroll={false}
            onClick={(event) => {
              event.preventDefault();
              update((current) => ({ compare: current.compare }));
            }}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-accent-text underline underline-offset-4"
          >
            {t("clearFilters")}
          </Link>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {filters.compare.length
          ? t("compareAnnounce", {
              count: filters.compare.length,
              codes: filters.compare.join(", "),
            })
          : ""}
      </p>

      <div className="mt-10">
        {compared.length >= 2 && (
          <ComparePanel entries={compared} headingRef={compareHeading} rowLabels={rowLabels} />
        )}
        {groups.map((group) => {
          const members = shown.filter((unit) => unit.letter === group.letter);
          if (!members.length) return null;
          return (
            <section
              key={group.letter}
              aria-labelledby={`group-${group.letter}`}
              className="mb-10 sm:mb-14"
            >
              <h3 id={`group-${group.letter}`} className="font-display text-3xl font-medium">
                {group.title}
              </h3>
              <ul className="mt-4 grid gap-3 sm:mt-6 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
                {members.map((unit) => {
                  const checked = filters.compare.includes(unit.code);
                  return (
                    // On a phone the compare box sits beside the card, not under it.
                    <li key={unit.code} className="flex sm:flex-col" data-unit={unit.code}>
                      {unit.card}
                      {/* Comparing needs scripts: without them the checkbox is not offered. */}
                      <label className="-ms-px flex min-h-11 min-w-11 no-js:hidden cursor-pointer flex-col items-center justify-center gap-1.5 rounded-e-brand border border-line bg-surface px-2 text-xs font-semibold has-disabled:cursor-not-allowed has-disabled:text-muted sm:ms-0 sm:-mt-px sm:flex-row sm:justify-start sm:gap-3 sm:rounded-e-none sm:rounded-b-brand sm:px-5 sm:text-sm">
                        <input
                          type="checkbox"
                          checked={checked}
                          disabled={!checked && full}
                          onChange={() =>
                            update((current) => ({
                              ...current,
                              compare: toggleCompare(current.compare, unit.code),
                            }))
                          }
                          className="size-4 accent-[var(--accent-text)]"
                        />
                        {t("compare")}
                        <span className="sr-only">{` ${unit.code}`}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
      <CompareTray
        codes={filters.compare}
        onRemove={(code) =>
          update((current) => ({ ...current, compare: current.compare.filter((c) => c !== code) }))
        }
        onClear={() => update((current) => ({ ...current, compare: [] }))}
        onShow={showComparison}
      />
    </div>
  );
}
