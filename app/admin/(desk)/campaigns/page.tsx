import type { Metadata } from "next";
import Link from "next/link";
import { CampaignChart } from "@/components/admin/campaigns/campaign-chart";
import { CampaignTable } from "@/components/admin/campaigns/campaign-table";
import { parseCampaignRange, rangeQuery } from "@/lib/reports/campaign-range";
import { addDays, formatDay, malaysiaDay } from "@/lib/time/malaysia";
import { requirePermission } from "@/server/access/guard";
import { getDb } from "@/server/db/client";
import { campaignReport } from "@/server/reports/campaigns";
import { spendEntries, withSpend } from "@/server/reports/spend";
import { can } from "@/server/access/policy";
import { SpendSection } from "@/components/admin/campaigns/spend-section";

export const metadata: Metadata = { title: "Campaigns" };

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const field = "grid gap-1 text-xs font-medium text-muted";
const control = "rounded-brand border border-line bg-surface px-2.5 py-2 text-sm text-fg";

/**
 * Which campaigns bring buyers: counts only (no names), so marketing may read it once the access
 * policy lets them. For now any signed-in staff member.
 */
export default async function CampaignsPage({ searchParams }: PageProps) {
  // Counts only: marketing reads it too; each row's link opens the leads the viewer may see.
  const staff = await requirePermission("reports.counts");
  const range = parseCampaignRange(await searchParams);
  const db = getDb();
  const spend = await spendEntries(db, range);
  const report = withSpend(await campaignReport(db, range), spend);
  const today = malaysiaDay(new Date());
  const presets = [
    ["Last 30 days", { from: addDays(today, -29), to: today }],
    ["Last 90 days", { from: addDays(today, -89), to: today }],
    ["All time", {}],
  ] as const;
  const period = [
    range.from && `from ${formatDay(range.from)}`,
    range.to && `until ${formatDay(range.to)}`,
  ].filter(Boolean);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-display text-4xl">Campaigns</h1>
          <p className="max-w-prose text-sm text-muted">
            People counted once, by the UTM source, medium and campaign of their first registration
            (first touch), over people{" "}
            {period.length ? `first registered ${period.join(" ")}` : "registered at any time"};
            spam counted apart. Qualified: Qualified or Booked now, or further along. Visits: came
            to a sales gallery appointment. Bookings: a unit booked or sold, or the lead marked
            Booked. Each campaign links to its leads (the list also shows its spam). Spend counts
            every month the range touches, whole; cost per stage is that spend over the count.
          </p>
        </div>
        {/* A file download (route handler), not a page: a plain link. */}
        <a
          href={`/admin/campaigns/export?${rangeQuery(range)}`}
          className="rounded-brand border border-line bg-surface px-4 py-2 text-sm font-semibold"
        >
          Export CSV
        </a>
      </div>
      <form
        method="get"
        aria-label="Date range"
        className="flex flex-wrap items-end gap-3 rounded-brand border border-line bg-surface p-4"
      >
        <label className={field}>
          First registered from
          <input type="date" name="from" defaultValue={range.from} className={control} />
        </label>
        <label className={field}>
          until
          <input type="date" name="to" defaultValue={range.to} className={control} />
        </label>
        <button
          type="submit"
          className="rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white"
        >
          Apply
        </button>
        <nav aria-label="Ranges" className="flex flex-wrap gap-x-4 gap-y-1 py-2 text-sm">
          {presets.map(([name, preset]) => (
            <Link
              key={name}
              href={`/admin/campaigns${rangeQuery(preset) ? `?${rangeQuery(preset)}` : ""}`}
              className="underline underline-offset-4"
            >
              {name}
            </Link>
          ))}
        </nav>
      </form>
      <CampaignChart rows={report.rows} />
      <CampaignTable report={report} range={range} />
      <SpendSection entries={spend} canEnter={can(staff, "campaigns.spend")} report={report} />
    </div>
  );
}
