import { formatRinggit } from "@/lib/money/ringgit";
import { formatClock } from "@/lib/time/malaysia";
import { callNextAction, noShowAction, servedAction } from "@/server/launch/actions";
import type { ShortlistUnit } from "@/server/ballot/shortlist";
import type { CalledBuyer } from "@/server/launch/queue";
import { inputClass, primaryButton } from "../form-feedback";
import { HoldForm } from "./hold-form";

interface QueuePanelProps {
  ballotStatus: string;
  waiting: number;
  called: CalledBuyer[];
  /** Each called buyer's preferred units, with what is still free. */
  shortlists: Map<string, ShortlistUnit[]>;
  tables: number;
}

/** The buyer's shortlist in their order, each unit's status now: the free ones first to offer. */
function Shortlist({ units }: { units: ShortlistUnit[] }) {
  if (!units.length) return <p className="text-xs text-muted">No shortlist.</p>;
  return (
    <ol aria-label="Shortlist" className="flex flex-wrap gap-1.5 text-xs">
      {units.map((unit) => (
        <li
          key={unit.unitId}
          className={`rounded-brand border px-2 py-1 tabular-nums ${
            unit.status === "available"
              ? "border-emerald-700 font-semibold"
              : "border-line text-muted line-through"
          }`}
        >
          {unit.rank}. {unit.unitId} {unit.typeCode} · {formatRinggit(unit.listPrice)}
          <span className="sr-only">, {unit.status}</span>
        </li>
      ))}
    </ol>
  );
}

const secondary = "rounded-brand border border-line px-3 py-1.5 text-sm font-semibold";

/** Selection day's queue: call the next number to a table, then serve, hold for, or skip them. */
export function QueuePanel({ ballotStatus, waiting, called, shortlists, tables }: QueuePanelProps) {
  const busy = new Set(called.map((buyer) => buyer.table));
  const free = Array.from({ length: tables }, (_, index) => index + 1).filter(
    (table) => !busy.has(table),
  );
  if (ballotStatus !== "drawn")
    return (
      <p className="text-sm text-muted">
        The queue starts once the ballot is drawn ({ballotStatus} now); walk-ins can be served
        below.
      </p>
    );
  return (
    <div className="grid gap-4">
      <form
        action={callNextAction}
        className="flex flex-wrap items-end gap-2"
        aria-label="Call the next number"
      >
        <label className="grid gap-1 text-sm font-medium">
          Table
          <select name="table" required defaultValue={free[0] ?? 1} className={inputClass}>
            {Array.from({ length: tables }, (_, index) => index + 1).map((table) => (
              <option key={table} value={table}>
                Table {table}
                {busy.has(table) ? " (serving)" : ""}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={primaryButton} disabled={waiting === 0}>
          Call the next number
        </button>
        <p className="text-sm text-muted">{waiting} waiting.</p>
      </form>
      {called.length === 0 ? (
        <p className="text-sm text-muted">Nobody is being served.</p>
      ) : (
        <ul className="grid gap-3">
          {called.map((buyer) => (
            <li
              key={buyer.reference}
              className="grid gap-2 rounded-brand border border-line bg-surface p-4"
            >
              <p className="text-sm">
                <span className="text-2xl font-semibold tabular-nums">No. {buyer.position}</span> at
                table {buyer.table ?? "—"} · {buyer.reference} ·{" "}
                <a href={`/admin/leads/${buyer.leadId}`} className="underline underline-offset-4">
                  {buyer.name}
                </a>
                {buyer.calledAt ? ` · called ${formatClock(buyer.calledAt)}` : ""}
                {buyer.skips ? ` · missed ${buyer.skips}×` : ""}
              </p>
              <Shortlist units={shortlists.get(buyer.reference) ?? []} />
              <HoldForm
                buyer={buyer.reference}
                unitId={
                  shortlists.get(buyer.reference)?.find((unit) => unit.status === "available")
                    ?.unitId
                }
                compact
              />
              <div className="flex flex-wrap gap-2">
                <form action={servedAction}>
                  <input type="hidden" name="reference" value={buyer.reference} />
                  <button type="submit" className={secondary}>
                    Served
                  </button>
                </form>
                <form action={noShowAction}>
                  <input type="hidden" name="reference" value={buyer.reference} />
                  <button type="submit" className={secondary}>
                    Not here
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
