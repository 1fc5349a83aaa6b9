import type { ReactNode } from "react";

export interface ResultRow {
  label: string;
  value: string;
  note?: string;
  /** The total or headline figure: set apart and larger. */
  strong?: boolean;
}

/** Label and figure pairs, figures aligned at the end so the ringgit read down a column. */
export function ResultList({ rows, children }: { rows: ResultRow[]; children?: ReactNode }) {
  return (
    <dl className="flex flex-col">
      {rows.map((row) => (
        <div
          key={row.label}
          className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5 ${row.strong ? "mt-1 border-t-2 border-fg/70 pt-3" : "border-b border-line last:border-b-0"}`}
        >
          <dt className={row.strong ? "font-semibold" : "text-muted"}>
            {row.label}
            {row.note && <span className="block text-xs text-muted">{row.note}</span>}
          </dt>
          <dd
            className={`ms-auto text-end tabular-nums ${row.strong ? "text-xl font-semibold" : "font-medium"}`}
          >
            {row.value}
          </dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
