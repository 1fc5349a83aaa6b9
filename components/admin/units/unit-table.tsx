import { formatRinggit } from "@/lib/money/ringgit";
import { formatDateTime } from "@/lib/time/malaysia";
import { unitStatusLabels } from "@/lib/units/statuses";
import type { UnitRow } from "@/server/units/list";
import { SelectAll } from "../select-all";
import { UNIT_STATUS_FORM } from "./status-change-form";

/** The filtered units; each row's checkbox belongs to the status form above the table. */
export function UnitTable({
  units,
  names,
  selectable,
}: {
  units: UnitRow[];
  names: (actor: string) => string;
  /** Whether the rows can be ticked for the status form (admins). */
  selectable: boolean;
}) {
  return (
    <div className="relative overflow-x-auto rounded-brand border border-line bg-surface">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Units</caption>
        <thead>
          <tr className="border-b border-line text-xs text-muted">
            {selectable && (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Select</span>
                <SelectAll form={UNIT_STATUS_FORM} label="Select every unit shown" />
              </th>
            )}
            <th scope="col" className="px-3 py-2">
              Unit
            </th>
            <th scope="col" className="px-3 py-2">
              Type
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Built-up
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              List price
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Buyer
            </th>
            <th scope="col" className="px-3 py-2">
              Last change
            </th>
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => (
            <tr key={unit.id} className="border-b border-line last:border-0">
              {selectable && (
                <td className="px-3 py-1.5">
                  {!unit.buyer && (
                    <input
                      type="checkbox"
                      name="ids"
                      value={unit.id}
                      form={UNIT_STATUS_FORM}
                      aria-label={`Select ${unit.id}`}
                      className="size-4"
                    />
                  )}
                </td>
              )}
              <th scope="row" className="px-3 py-1.5 font-semibold tabular-nums">
                {unit.id}
              </th>
              <td className="px-3 py-1.5">{unit.typeCode}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {unit.builtUpSqft.toLocaleString("en-MY")} sq ft
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {formatRinggit(unit.listPrice)}
              </td>
              <td className="px-3 py-1.5">{unitStatusLabels[unit.status]}</td>
              <td className="px-3 py-1.5 text-xs">
                {unit.buyer ? (
                  <>
                    {unit.buyer.visible ? (
                      <a
                        href={`/admin/leads/${unit.buyer.leadId}`}
                        className="underline underline-offset-4"
                      >
                        {unit.buyer.name}
                      </a>
                    ) : (
                      unit.buyer.name
                    )}
                    <span className="block text-muted">
                      {unit.buyer.salesperson ?? "a former account"}
                      {unit.buyer.agent ? ` · agent ${unit.buyer.agent}` : ""}
                    </span>
                  </>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
              <td className="px-3 py-1.5 text-xs text-muted">
                {formatDateTime(unit.updatedAt)} · {names(unit.updatedBy)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
