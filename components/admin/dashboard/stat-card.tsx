import type { ReactNode } from "react";

/** A headline number with what it counts, and a quieter line of context under it. */
export function StatCard({
  label,
  value,
  note,
}: {
  label: string;
  value: string;
  note?: ReactNode;
}) {
  return (
    <div className="rounded-brand border border-line bg-surface p-5">
      <dt className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{label}</dt>
      <dd className="mt-2 font-display text-4xl leading-none lining-nums tabular-nums">{value}</dd>
      {note && <dd className="mt-2 text-sm text-muted">{note}</dd>}
    </div>
  );
}
