"use client";

import Image from "next/image";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { Figures } from "@/components/ui/figures";
import { Link } from "@/i18n/navigation";
import type { CompareEntry } from "./types";

interface ComparePanelProps {
  entries: CompareEntry[];
  headingRef: Ref<HTMLHeadingElement>;
  rowLabels: {
    category: string;
    price: string;
    size: string;
    bedrooms: string;
    bathrooms: string;
    features: string;
  };
}

/**
 * Two or three types in columns, on a phone as well: plans on top at one scale (a bigger suite
 * looks bigger; on a phone one under another, the widest across the panel), then the
 * specification row by row.
 */
export function ComparePanel({ entries, headingRef, rowLabels }: ComparePanelProps) {
  const t = useTranslations("LayoutPage");
  // Drawn plans share one scale, so a bigger suite looks bigger; replaced images fill their column.
  const widest = Math.max(...entries.map((e) => (e.plan.drawn ? e.plan.width : 0)));
  const planWidth = (entry: CompareEntry) =>
    entry.plan.drawn && widest ? `${(entry.plan.width / widest) * 100}%` : "100%";
  const rows: { label: string; value: (entry: CompareEntry) => React.ReactNode }[] = [
    { label: rowLabels.category, value: (e) => e.category },
    { label: rowLabels.price, value: (e) => <span className="font-semibold">{e.price}</span> },
    { label: rowLabels.size, value: (e) => <Figures>{e.size}</Figures> },
    { label: rowLabels.bedrooms, value: (e) => e.bedrooms },
    { label: rowLabels.bathrooms, value: (e) => e.bathrooms },
    {
      label: rowLabels.features,
      value: (e) => (
        <ul className="list-disc space-y-1 ps-4">
          {e.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ),
    },
  ];
  // On a phone each row is a grid: the row's label across the top, the types side by side
  // beneath it, so two or three types share the screen instead of one at a time in a scroller.
  const columns = { gridTemplateColumns: `repeat(${entries.length}, minmax(0, 1fr))` };
  const row = "max-sm:grid max-sm:gap-x-3";
  const cell = "px-3 max-sm:px-0";
  return (
    // The table's scrolling region below carries the heading's name; one landmark is enough.
    <div className="mb-14 rounded-brand border border-line bg-surface p-4 sm:p-8">
      <h3
        id="compare-title"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-3xl font-medium focus:outline-none"
      >
        {t("compareTitle")}
      </h3>
      <p className="mt-2 text-sm text-muted">{t("compareScale")}</p>
      <div
        className="mt-6 sm:overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-labelledby="compare-title"
        data-testid="compare-table"
      >
        <table className="w-full table-fixed border-collapse text-start text-sm max-sm:block sm:min-w-[40rem]">
          <caption className="sr-only">{entries.map((e) => e.code).join(" · ")}</caption>
          <thead className="max-sm:block">
            <tr className={row} style={columns}>
              <td className="w-32 max-sm:hidden" />
              {entries.map((entry) => (
                <th key={entry.code} scope="col" className={`${cell} pb-3 text-start align-bottom`}>
                  <Link
                    href={entry.href}
                    className="font-display text-2xl font-semibold underline-offset-4 hover:underline"
                  >
                    <Figures>{entry.code}</Figures>
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {/* On a phone the plans go one under another, the widest across the panel: side by
                side in two or three columns they were 35-97 px wide. Still at one scale. */}
            <tr className="max-sm:flex max-sm:flex-col max-sm:gap-4 max-sm:pb-6">
              <th scope="row" className="sr-only">
                {t("viewPlan")}
              </th>
              {entries.map((entry) => (
                <td
                  key={entry.code}
                  className={`${cell} align-top max-sm:block sm:pb-6`}
                  data-compare-plan={entry.code}
                >
                  <p
                    aria-hidden="true"
                    className="mb-1 font-display text-lg font-semibold sm:hidden"
                  >
                    <Figures>{entry.code}</Figures>
                  </p>
                  <Image
                    src={entry.plan.src}
                    alt={entry.plan.alt}
                    width={entry.plan.width}
                    height={entry.plan.height}
                    unoptimized={entry.plan.unoptimized}
                    sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
                    style={{ width: planWidth(entry) }}
                    className="h-auto rounded-brand border border-line"
                  />
                </td>
              ))}
            </tr>
            {rows.map((r) => (
              <tr key={r.label} className={`border-t border-line ${row}`} style={columns}>
                <th
                  scope="row"
                  className="py-3 pe-3 text-start align-top font-semibold text-muted max-sm:col-span-full max-sm:pb-1"
                >
                  {r.label}
                </th>
                {entries.map((entry) => (
                  <td key={entry.code} className={`${cell} py-3 align-top max-sm:pt-0`}>
                    {r.value(entry)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
