import { formatRinggit } from "@/lib/money/ringgit";
import type { CampaignReport } from "@/server/reports/campaigns";
import type { SpendEntry } from "@/server/reports/spend";
import { SpendForm } from "./spend-form";

/** The spend entered for the range's months, and (for marketing and admins) the form to add it. */
export function SpendSection({
  entries,
  canEnter,
  report,
}: {
  entries: SpendEntry[];
  canEnter: boolean;
  report: CampaignReport;
}) {
  const campaigns = report.rows.map((row) => [row.source, row.medium, row.campaign] as const);
  return (
    <section aria-labelledby="campaign-spend" className="grid gap-3">
      <h2 id="campaign-spend" className="text-sm font-semibold">
        Spend per campaign and month
      </h2>
      {canEnter && <SpendForm campaigns={campaigns} />}
      {entries.length ? (
        <ul className="grid gap-1 text-sm">
          {entries.map((entry) => (
            <li key={`${entry.month}|${entry.source}|${entry.medium}|${entry.campaign}`}>
              <span className="tabular-nums">{entry.month}</span> ·{" "}
              {[entry.source, entry.medium, entry.campaign].map((v) => v ?? "(none)").join(" / ")} ·{" "}
              <span className="tabular-nums">{formatRinggit(entry.amountSen / 100)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No spend entered for these months.</p>
      )}
    </section>
  );
}
