import { unitStatusLabels, type UnitStatus } from "@/lib/units/statuses";
import type { InventorySummary } from "@/server/units/summary";
import { boardStatusClasses } from "./board-style";

/** A tower as the inventory summary gives it: floors top first, units by position. */
export type BoardTowerData = InventorySummary["towers"][number];

/** One tower's units by floor (top first) and position, in their status's colour and letter. */
export function BoardTower({
  tower,
  statuses,
}: {
  tower: BoardTowerData;
  statuses: Record<string, UnitStatus>;
}) {
  const positions = Math.max(...tower.floors.map((floor) => floor.units.length));
  return (
    <section aria-labelledby={`tower-${tower.code}`} className="flex min-h-0 flex-col">
      <h2 id={`tower-${tower.code}`} className="text-3xl font-bold">
        Tower {tower.code}
      </h2>
      <table className="mt-2 border-separate border-spacing-[2px] text-xs leading-none font-bold tabular-nums 2xl:border-spacing-[3px] 2xl:text-[15px]">
        <caption className="sr-only">
          Tower {tower.code}: each unit&apos;s status by floor (rows) and position (columns)
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Floor</th>
            {Array.from({ length: positions }, (_, index) => (
              <th key={index} scope="col">
                Position {index + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tower.floors.map((floor) => (
            <tr key={floor.floor}>
              <th
                scope="row"
                className="w-8 pe-1 text-end text-sm text-neutral-300 2xl:w-9 2xl:text-base"
              >
                {floor.floor}
              </th>
              {floor.units.map((unit) => {
                const status = statuses[unit.id] ?? "available";
                return (
                  <td
                    key={unit.id}
                    className={`size-5 rounded-[3px] text-center 2xl:h-[23px] 2xl:w-[27px] ${boardStatusClasses[status]}`}
                  >
                    <span aria-hidden="true">{unitStatusLabels[status][0]}</span>
                    <span className="sr-only">
                      {unit.id}: {unitStatusLabels[status]}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
