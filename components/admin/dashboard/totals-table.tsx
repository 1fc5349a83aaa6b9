import { CountTable, type CountTableProps } from "./count-table";

/** One breakdown in its own card. */
export function TotalsTable({ title, ...table }: CountTableProps & { title: string }) {
  return (
    <section className="rounded-brand border border-line bg-surface p-5">
      <h3 className="text-sm font-semibold">{title}</h3>
      <CountTable {...table} />
    </section>
  );
}
