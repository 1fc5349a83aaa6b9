import Link from "next/link";
import { filterQuery } from "@/lib/leads/filters";
import { formatCount } from "@/lib/leads/dashboard-labels";
import { formatRinggit } from "@/lib/money/ringgit";
import { costPer } from "@/lib/reports/spend";
import {
  campaignFilter,
  rate,
  type CampaignCounts,
  type CampaignRange,
  type CampaignReport,
} from "@/server/reports/campaigns";

const cell = "px-3 py-2 text-right tabular-nums";
const none = <span className="text-muted">(none)</span>;
const money = (ringgit: number | null) =>
  ringgit === null ? <span className="text-muted">—</span> : formatRinggit(ringgit);

/** A count and its share of the row's leads: "12 · 25%". */
function Share({ count, of }: { count: number; of: number }) {
  return (
    <>
      {formatCount(count)} <span className="text-muted">· {rate(count, of)}</span>
    </>
  );
}

function Counts({ row }: { row: CampaignCounts }) {
  return (
    <>
      <td className={cell}>{formatCount(row.leads)}</td>
      <td className={cell}>
        <Share count={row.qualified} of={row.leads} />
      </td>
      <td className={cell}>
        <Share count={row.visits} of={row.leads} />
      </td>
      <td className={cell}>
        <Share count={row.bookings} of={row.leads} />
      </td>
      <td className={`${cell} text-muted`}>{formatCount(row.spam)}</td>
      <td className={cell}>{money(row.spendSen == null ? null : row.spendSen / 100)}</td>
      {([row.leads, row.qualified, row.visits, row.bookings] as const).map((count, i) => (
        <td key={i} className={cell}>
          {money(costPer(row.spendSen ?? null, count))}
        </td>
      ))}
    </>
  );
}

/** Every campaign's funnel, each row a link to its leads in the lead list. */
export function CampaignTable({ report, range }: { report: CampaignReport; range: CampaignRange }) {
  return (
    <section aria-labelledby="campaign-table" className="grid gap-2">
      {/* Above the scrolling box, so a phone shows it whole. */}
      <h2 id="campaign-table" className="text-sm font-semibold">
        By campaign: leads, how many of them qualified, visited and booked (share of leads), spam
        apart, and with spend entered what each cost
      </h2>
      <div
        className="overflow-x-auto rounded-brand border border-line bg-surface"
        tabIndex={0}
        role="region"
        aria-label="Campaigns, table"
      >
        <table aria-labelledby="campaign-table" className="w-full min-w-[72rem] text-left text-sm">
          <thead>
            <tr className="border-b border-line text-xs text-muted">
              <th scope="col" className="px-3 py-2">
                Source / medium / campaign
              </th>
              {[
                "Leads",
                "Qualified",
                "Visits",
                "Bookings",
                "Spam",
                "Spend",
                "Per registration",
                "Per qualified",
                "Per visit",
                "Per booking",
              ].map((name) => (
                <th key={name} scope="col" className="px-3 py-2 text-right">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.length === 0 && (
              <tr>
                <td colSpan={11} className="px-3 py-2 text-muted">
                  No leads first registered in this range.
                </td>
              </tr>
            )}
            {report.rows.map((row) => {
              const key = [row.source, row.medium, row.campaign].join("\u0000");
              return (
                <tr key={key} className="border-b border-line">
                  <th scope="row" className="max-w-72 px-3 py-2 font-medium break-words">
                    <Link
                      href={`/admin/leads?${filterQuery(campaignFilter(row, range))}`}
                      className="underline underline-offset-4"
                    >
                      {row.source ?? none} / {row.medium ?? none} / {row.campaign ?? none}
                    </Link>
                  </th>
                  <Counts row={row} />
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="px-3 py-2">
                All campaigns
              </th>
              <Counts row={report.total} />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
