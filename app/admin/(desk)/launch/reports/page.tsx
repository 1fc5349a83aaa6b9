import type { Metadata } from "next";
import { TallyTable } from "@/components/admin/launch/tally-table";
import { formatRinggit } from "@/lib/money/ringgit";
import { requirePermission } from "@/server/access/guard";
import { launchReportScope } from "@/server/access/policy";
import { getDb } from "@/server/db/client";
import { loadSales, tally, timeToBooking } from "@/server/launch/report";

export const metadata: Metadata = { title: "Launch reports" };

/** A file download (route handler), not a page: a plain link. */
const EXPORT = "/admin/launch/reports/export";

/** Sales so far: by type, salesperson and agent, and how long buyers took from registering to booking. */
export default async function LaunchReportsPage() {
  const staff = await requirePermission("launch.report");
  const scope = launchReportScope(staff);
  const rows = await loadSales(getDb(), scope);
  const total = tally(rows, () => "All")[0];
  const timing = timeToBooking(rows);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl">Launch reports</h1>
          <p className="text-sm text-muted">
            {scope.staffId ? "Your buyers' bookings and sales." : "Every booking and sale."} Values
            are list prices before any discount.
          </p>
        </div>
        <a
          href={EXPORT}
          className="rounded-brand border border-line px-4 py-2 text-sm font-semibold"
        >
          Export CSV
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {[
          ["Booked", String(total?.booked ?? 0)],
          ["Sold", String(total?.sold ?? 0)],
          ["List value", formatRinggit(total?.value ?? 0)],
          [
            "Registration to booking",
            timing
              ? `median ${timing.median} days (mean ${timing.mean}, ${timing.count} buyers)`
              : "—",
          ],
        ].map(([label, value]) => (
          <div key={label} className="rounded-brand border border-line bg-surface p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <TallyTable caption="By unit type" label="Type" rows={tally(rows, (row) => row.typeCode)} />
      <TallyTable
        caption="By salesperson"
        label="Salesperson"
        rows={tally(rows, (row) => row.salesperson ?? "A former account")}
      />
      <TallyTable
        caption="By agent"
        label="Agent"
        rows={tally(rows, (row) => row.agent ?? "No agent (direct)")}
      />
    </div>
  );
}
