import { channelColors } from "@/lib/leads/channel-colors";
import { countAxis } from "@/lib/leads/chart-scale";
import { formatCount } from "@/lib/leads/dashboard-labels";
import { channelLabels, channels } from "@/lib/registration/channels";
import type { DayBucket } from "@/server/leads/dashboard";
import { ChartTable } from "./chart-table";
import { longDay, shortDay } from "@/lib/time/malaysia";

interface Layout {
  id: string;
  /** Drawing units of the viewBox; text is 11 units, so the width sets how large it reads. */
  width: number;
  height: number;
  /** Label every nth day, counted back from today so today always has one. */
  labelEvery: number;
}

// A phone gets its own drawing (narrower viewBox, fewer day labels) rather than a shrunken one.
const narrow: Layout = { id: "narrow", width: 300, height: 200, labelEvery: 7 };
const wide: Layout = { id: "wide", width: 760, height: 260, labelEvery: 5 };
const PAD = { top: 12, right: 22, bottom: 30, left: 42 };

function Bars({ days, layout, summary }: { days: DayBucket[]; layout: Layout; summary: string }) {
  const { width, height, labelEvery, id } = layout;
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const { top, ticks } = countAxis(Math.max(0, ...days.map((d) => d.total)));
  const slot = plotW / days.length;
  const barWidth = Math.max(2, slot * 0.68);
  const y = (count: number) => PAD.top + plotH - (count / top) * plotH;
  const titleId = `chart-title-${id}`;
  const summaryId = `chart-summary-${id}`;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="block h-auto w-full"
      role="img"
      aria-labelledby={`${titleId} ${summaryId}`}
    >
      <title id={titleId}>Registrations per day by channel</title>
      <desc id={summaryId}>{summary}</desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={width - PAD.right}
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
            {(days.length - 1 - i) % labelEvery === 0 && (
              <text
                x={x + barWidth / 2}
                y={height - PAD.bottom + 18}
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
  );
}

/**
 * Registrations per day, stacked by channel: a server-drawn SVG (no chart library, nothing sent to
 * the browser but markup). Screen readers get a summary as the image's description and the full
 * numbers in the table below it; the legend names every colour.
 */
export function RegistrationsChart({ days }: { days: DayBucket[] }) {
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
        ". By channel: " +
        channelTotals.map((c) => `${channelLabels[c.channel]} ${formatCount(c.count)}`).join(", ") +
        ". Spam not included."
      : "No days to show.";

  return (
    <figure className="m-0">
      {/* Only one of the two is displayed (and so in the accessibility tree) at a time. */}
      <div className="sm:hidden">
        <Bars days={days} layout={narrow} summary={summary} />
      </div>
      <div className="hidden sm:block">
        <Bars days={days} layout={wide} summary={summary} />
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
