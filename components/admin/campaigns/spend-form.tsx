"use client";

import { useActionState, useId } from "react";
import { saveSpendAction, type SpendActionState } from "@/server/reports/spend-actions";

const field = "grid gap-1 text-xs font-medium text-muted";
const control = "rounded-brand border border-line bg-surface px-2.5 py-2 text-sm text-fg";

/**
 * What a campaign cost in a month. Source, medium and campaign as the report names them (the
 * lists offer the report's campaigns; "(none)" or empty for a field the links did not carry).
 * Entering the same campaign and month again replaces the amount.
 */
export function SpendForm({
  campaigns,
}: {
  campaigns: (readonly [string | null, string | null, string | null])[];
}) {
  const [state, action, pending] = useActionState<SpendActionState, FormData>(saveSpendAction, {});
  const id = useId();
  const options = (index: 0 | 1 | 2) => [...new Set(campaigns.map((c) => c[index] ?? "(none)"))];
  return (
    <form
      action={action}
      aria-label="Enter spend"
      className="flex flex-wrap items-end gap-3 rounded-brand border border-line bg-surface p-4"
    >
      <label className={field}>
        Month
        <input type="month" name="month" required className={control} />
      </label>
      {(["source", "medium", "campaign"] as const).map((name, index) => (
        <label key={name} className={field}>
          UTM {name}
          <input name={name} list={`${id}-${name}`} className={control} />
          <datalist id={`${id}-${name}`}>
            {options(index as 0 | 1 | 2).map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
        </label>
      ))}
      <label className={field}>
        Spend (RM)
        <input
          name="amount"
          inputMode="decimal"
          required
          pattern="\d{1,9}(\.\d{1,2})?"
          className={`${control} w-32`}
        />
      </label>
      <button
        type="submit"
        disabled={pending}
        className="rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white"
      >
        Save spend
      </button>
      <p role="status" className="basis-full text-sm">
        {state.error ? (
          <span className="text-red-700 dark:text-red-300">{state.error}</span>
        ) : (
          state.message
        )}
      </p>
    </form>
  );
}
