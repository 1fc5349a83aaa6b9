"use client";

import { useActionState } from "react";
import { importUnitsAction, type UnitActionState } from "@/server/units/actions";
import { FormFeedback, inputClass, primaryButton } from "../form-feedback";

/** Upload a units CSV; every problem is listed by line and column, and then nothing changes. */
export function ImportForm({ canChangePrices }: { canChangePrices: boolean }) {
  const [state, action, pending] = useActionState<UnitActionState, FormData>(importUnitsAction, {});
  return (
    <form action={action} className="grid gap-3" aria-describedby="import-help">
      <p id="import-help" className="text-sm text-muted">
        Export, edit the status column{canChangePrices ? " or the list price" : ""} in a
        spreadsheet, and import the file. The whole file is checked first: if any row has a problem,
        nothing is changed.
        {canChangePrices ? "" : " Only admins can change prices."}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm font-medium">
          CSV file
          <input type="file" name="file" accept=".csv,text/csv" required className={inputClass} />
        </label>
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? "Checking…" : "Import"}
        </button>
      </div>
      <FormFeedback message={state.message} error={state.error} />
      {state.problems?.length ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Problems in the imported file</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-3">
                Line
              </th>
              <th scope="col" className="py-1 pr-3">
                Column
              </th>
              <th scope="col" className="py-1">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {state.problems.map((problem, index) => (
              <tr key={index} className="border-b border-line">
                <td className="py-1 pr-3 tabular-nums">{problem.line}</td>
                <td className="py-1 pr-3">{problem.column}</td>
                <td className="py-1">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </form>
  );
}
