"use client";

import Image from "next/image";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { Link } from "@/i18n/navigation";
import type { CompareEntry } from "./types";

interface ComparePanelProps {
  entries: CompareEntry[];
  headingRef: Ref<HTMLHeadingElement>;
  rowLabels: {
    category: string;
    size: string;
    bedrooms: string;
    bathrooms: string;
    features: string;
  };
}

/** Two or three types in columns: plans on top, then the specification row by row. */
export function ComparePanel({ entries, headingRef, rowLabels }: ComparePanelProps) {
  const t = useTranslations("LayoutPage");
  // Drawn plans share one scale, so a bigger suite looks bigger; replaced images fill their column.
  const widest = Math.max(...entries.map((e) => (e.plan.drawn ? e.plan.width : 0)));
  const planWidth = (entry: CompareEntry) =>
    entry.plan.drawn && widest ? `${(entry.plan.width / widest) * 100}%` : "100%";
  const rows: { label: string; value: (entry: CompareEntry) => React.ReactNode }[] = [
    { label: rowLabels.category, value: (e) => e.category },
    { label: rowLabels.size, value: (e) => e.size },
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
  return (
    // The table's scrolling region below carries the heading's name; one landmark is enough.
    <div className="mb-14 rounded-brand border border-line bg-surface p-5 sm:p-8">
      <h3
        id="compare-title"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-3xl font-medium focus:outline-none"
      >
        {t("compareTitle")}
      </h3>
      <div
        className="mt-6 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-labelledby="compare-title"
      >
        <table className="w-full min-w-[40rem] table-fixed border-collapse text-start text-sm">
          <caption className="sr-only">{entries.map((e) => e.code).join(" · ")}</caption>
          <thead>
            <tr>
              <td className="w-32" />
              {entries.map((entry) => (
                <th key={entry.code} scope="col" className="px-3 pb-4 text-start align-bottom">
                  <Link
                    href={entry.href}
                    className="font-display text-2xl font-semibold underline-offset-4 hover:underline"
                  >
                    {entry.code}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="sr-only">
                {t("viewPlan")}
              </th>
              {entries.map((entry) => (
                <td key={entry.code} className="px-3 pb-6 align-top">
                  <Image
                    src={entry.plan.src}
                    alt={entry.plan.alt}
                    width={entry.plan.width}
                    height={entry.plan.height}
                    unoptimized={entry.plan.unoptimized}
                    sizes="(min-width: 1024px) 30vw, 14rem"
                    style={{ width: planWidth(entry) }}
                    className="h-auto rounded-brand border border-line"
                  />
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-line">
                <th scope="row" className="py-3 pe-3 text-start align-top font-semibold text-muted">
                  {row.label}
                </th>
                {entries.map((entry) => (
                  <td key={entry.code} className="px-3 py-3 align-top">
                    {row.value(entry)}
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
