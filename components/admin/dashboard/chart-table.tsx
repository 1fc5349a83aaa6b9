import { formatCount } from "@/lib/leads/dashboard-labels";
import { channelLabels, channels } from "@/lib/registration/channels";
import type { DayBucket } from "@/server/leads/dashboard";
import { longDay } from "@/lib/time/malaysia";

/** The chart's numbers as a table: for screen readers, and for anyone who wants the exact counts. */
export function ChartTable({ days }: { days: DayBucket[] }) {
  return (
    <details className="group mt-5 border-t border-line pt-4">
      <summary className="cursor-pointer text-sm font-semibold text-accent-text underline-offset-4 hover:underline">
        The chart as a table
      </summary>
      <div
        className="mt-3 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label="Registrations per day, table"
      >
        <table className="w-full min-w-[40rem] border-collapse text-sm tabular-nums">
          <caption className="sr-only">
            Registrations per day by channel, Malaysia time, newest day first
          </caption>
          <thead>
            <tr className="border-b border-line text-left text-xs text-muted">
              <th scope="col" className="py-2 pe-3 font-semibold">
                Day
              </th>
              {channels.map((c) => (
                <th key={c} scope="col" className="px-2 py-2 text-right font-semibold">
                  {channelLabels[c]}
                </th>
              ))}
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Total
              </th>
              <th scope="col" className="ps-2 py-2 text-right font-semibold">
                Spam
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day} className="border-b border-line last:border-0">
                <th scope="row" className="py-1.5 pe-3 text-left font-normal whitespace-nowrap">
                  {longDay(day.day)}
                </th>
                {channels.map((c) => (
                  <td key={c} className="px-2 py-1.5 text-right">
                    {formatCount(day.byChannel[c])}
                  </td>
                ))}
                <td className="px-2 py-1.5 text-right font-semibold">{formatCount(day.total)}</td>
                <td className="ps-2 py-1.5 text-right text-muted">{formatCount(day.spam)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
