import Link from "next/link";
import { formatRinggit } from "@/lib/money/ringgit";
import { formatDateTime } from "@/lib/time/malaysia";
import { unitStatusLabels } from "@/lib/units/statuses";
import type { UnitRow } from "@/server/units/list";
import { SelectAll } from "../select-all";
import { UNIT_STATUS_FORM } from "./status-change-form";

/**
 * The filtered units; each row's checkbox belongs to the status form above the table. On a phone
 * the table keeps unit, price and status (type, size and buyer under them) and fits 390 px; the
 * other columns come back as the screen widens.
 */
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
      <table className="w-full text-left text-sm">
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
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Type
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right md:table-cell">
              Built-up
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              List price
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Buyer
            </th>
            <th scope="col" className="hidden px-3 py-2 lg:table-cell">
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
                <span className="block text-xs font-normal text-muted sm:hidden">
                  {unit.typeCode} · {unit.builtUpSqft.toLocaleString("en-MY")} sq ft
                </span>
              </th>
              <td className="hidden px-3 py-1.5 sm:table-cell">{unit.typeCode}</td>
              <td className="hidden px-3 py-1.5 text-right tabular-nums md:table-cell">
                {unit.builtUpSqft.toLocaleString("en-MY")} sq ft
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {formatRinggit(unit.listPrice)}
              </td>
              <td className="px-3 py-1.5">
                {unitStatusLabels[unit.status]}
                {unit.buyer &&
                  (unit.buyer.visible ? (
                    <Link
                      href={`/admin/leads/${unit.buyer.leadId}`}
                      className="block text-xs underline underline-offset-4 sm:hidden"
                    >
                      {unit.buyer.name}
                    </Link>
                  ) : (
                    <span className="block text-xs sm:hidden">{unit.buyer.name}</span>
                  ))}
              </td>
              <td className="hidden px-3 py-1.5 text-xs sm:table-cell">
                {unit.buyer ? (
                  <>
                    {unit.buyer.visible ? (
                      <Link
                        href={`/admin/leads/${unit.buyer.leadId}`}
                        className="underline underline-offset-4"
                      >
                        {unit.buyer.name}
                      </Link>
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
              <td className="hidden px-3 py-1.5 text-xs text-muted lg:table-cell">
                {formatDateTime(unit.updatedAt)} · {names(unit.updatedBy)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
