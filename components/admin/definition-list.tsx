import type { ReactNode } from "react";

export type Definition = [term: string, value: ReactNode];

/** Label and value pairs; empty values show a dash so nothing looks forgotten. */
export function DefinitionList({ items }: { items: Definition[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[11rem_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 break-words">{value === null || value === "" ? "—" : value}</dd>
        </div>
      ))}
    </dl>
  );
}
