import { unitStatusLabels, type UnitStatus } from "@/lib/units/statuses";
import { boardStatusClasses, countedStatuses } from "./board-style";

export type TypeCounts = Record<string, Record<UnitStatus, number>>;

/** Units per type and status, in two columns of types so the figures stay large. */
export function BoardTypes({ typeCodes, counts }: { typeCodes: string[]; counts: TypeCounts }) {
  const half = Math.ceil(typeCodes.length / 2);
  const columns = [typeCodes.slice(0, half), typeCodes.slice(half)];
  return (
    <section aria-labelledby="types-title">
      <h2 id="types-title" className="text-3xl font-bold">
        By unit type
      </h2>
      <div className="mt-3 grid gap-x-10 lg:grid-cols-2">
        {columns.map((codes, column) => (
          <table key={column} className="w-full text-xl leading-tight tabular-nums 2xl:text-[28px]">
            <caption className="sr-only">Units of each type by status, part {column + 1}</caption>
            <thead>
              <tr className="text-sm text-neutral-300 2xl:text-lg">
                <th scope="col" className="py-1 text-start font-semibold">
                  Type
                </th>
                {countedStatuses.map((status) => (
                  <th key={status} scope="col" className="py-1 text-end font-semibold">
                    <span
                      aria-hidden="true"
                      className={`me-1.5 inline-block size-3.5 rounded-sm align-middle ${boardStatusClasses[status]}`}
                    />
                    {unitStatusLabels[status]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={code} className="border-t border-white/15">
                  <th scope="row" className="py-0.5 text-start font-bold">
                    {code}
                  </th>
                  {countedStatuses.map((status) => {
                    const count = counts[code]?.[status] ?? 0;
                    return (
                      <td
                        key={status}
                        className={`py-0.5 text-end ${count === 0 ? "text-neutral-400" : ""} ${status === "available" ? "font-bold" : ""}`}
                      >
                        {count}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}
