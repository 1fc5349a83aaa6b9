import { channelColors } from "@/lib/leads/channel-colors";
import { countAxis } from "@/lib/leads/chart-scale";
import { formatCount, longDay, shortDay } from "@/lib/leads/dashboard-labels";
import { channelLabels, channels } from "@/lib/registration/channels";
import type { DayBucket } from "@/server/leads/dashboard";
import { ChartTable } from "./chart-table";

// Drawing units of the viewBox; the SVG scales to its box, never below a readable minimum width.
const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 12, right: 4, bottom: 30, left: 44 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/**
 * Registrations per day, stacked by channel: a server-drawn SVG (no chart library, nothing sent to
 * the browser but markup). Screen readers get a summary as the image's name and the full numbers in
 * the table below it.
 */
export function RegistrationsChart({ days }: { days: DayBucket[] }) {
  const max = Math.max(0, ...days.map((d) => d.total));
  const { top, ticks } = countAxis(max);
  const slot = PLOT_W / days.length;
  const barWidth = Math.max(2, slot * 0.68);
  const y = (count: number) => PAD.top + PLOT_H - (count / top) * PLOT_H;
  const total = days.reduce((n, d) => n + d.total, 0);
  const busiest = days.reduce<DayBucket | undefined>(
    (best, d) => (d.total > (best?.total ?? 0) ? d : best),
    undefined,
  );
  const first = days[0];
  const last = days.at(-1);
  const channelTotals = channels.map((c) => ({
    channel: c,
    count: days.reduce((n, d) => n + d.byChannel[c], 0),
  }));
  const summary =
    first && last
      ? `${formatCount(total)} registrations from ${longDay(first.day)} to ${longDay(last.day)}` +
        (busiest
          ? `; busiest day ${longDay(busiest.day)} with ${formatCount(busiest.total)}`
          : "") +
        ". " +
        channelTotals.map((c) => `${channelLabels[c.channel]} ${formatCount(c.count)}`).join(", ") +
        ". Spam not included."
      : "No days to show.";

  return (
    <figure className="m-0">
      <div
        className="-mx-1 overflow-x-auto px-1 pb-1"
        // Scrolls sideways on a phone; reachable by keyboard so it can be scrolled without a mouse.
        tabIndex={0}
        role="region"
        aria-label="Chart, scrolls sideways"
      >
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="block h-auto w-full min-w-[34rem]"
          role="img"
          aria-labelledby="registrations-chart-title registrations-chart-summary"
        >
          <title id="registrations-chart-title">Registrations per day by channel</title>
          <desc id="registrations-chart-summary">{summary}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? "stroke-muted" : "stroke-line"}
                strokeWidth={1}
                shapeRendering="crispEdges"
              />
              <text
                x={PAD.left - 8}
                y={y(tick)}
                dy="0.35em"
                textAnchor="end"
                className="fill-muted text-[11px] tabular-nums"
              >
                {formatCount(tick)}
              </text>
            </g>
          ))}
          {days.map((day, i) => {
            const x = PAD.left + i * slot + (slot - barWidth) / 2;
            let base = 0;
            const labelled = (days.length - 1 - i) % 5 === 0;
            return (
              <g key={day.day}>
                {channels.map((channel) => {
                  const count = day.byChannel[channel];
                  if (!count) return null;
                  const y0 = y(base);
                  base += count;
                  const y1 = y(base);
                  return (
                    <rect
                      key={channel}
                      x={x}
                      y={y1}
                      width={barWidth}
                      height={Math.max(0, y0 - y1)}
                      fill={channelColors[channel]}
                      // A hairline of the surface between stacked segments keeps neighbours apart.
                      className="stroke-surface"
                      strokeWidth={0.75}
                    />
                  );
                })}
                {labelled && (
                  <text
                    x={x + barWidth / 2}
                    y={HEIGHT - PAD.bottom + 18}
                    textAnchor="middle"
                    className="fill-muted text-[11px]"
                  >
                    {shortDay(day.day)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-4">
        <span className="sr-only">Legend: </span>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {channelTotals.map(({ channel, count }) => (
            <li key={channel} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-[2px]"
                style={{ backgroundColor: channelColors[channel] }}
              />
              <span>{channelLabels[channel]}</span>
              <span className="text-muted tabular-nums">{formatCount(count)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
      <ChartTable days={days} />
    </figure>
  );
}
