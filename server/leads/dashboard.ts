import { sql, type Kysely } from "kysely";
import { channels, type Channel } from "@/lib/registration/channels";
import { malaysiaDay, malaysiaDayStart } from "@/lib/time/malaysia";
import type { Database } from "../db/schema";

export const DASHBOARD_DAYS = 30;
export const LATEST_LEADS = 6;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface DayBucket {
  /** Malaysia calendar day. */
  day: string;
  byChannel: Record<Channel, number>;
  /** Every registration that day except spam (repeats included). */
  total: number;
  spam: number;
}

export interface Count {
  key: string;
  count: number;
}

export interface LatestLead {
  id: string;
  /** The person's first registration, where the lead page lives (the same id for a first). */
  leadId: string;
  name: string;
  channel: string;
  locale: string;
  createdAt: string;
  repeat: boolean;
  erased: boolean;
}

export interface PeopleSplit {
  /** Registrations that are a person's first. */
  firstTime: number;
  /** Registrations by someone who had registered before. */
  repeats: number;
}

export interface AllTimeTotals extends PeopleSplit {
  registrations: number;
  spam: number;
  byUnitType: Count[];
  byLocale: Count[];
  bySource: Count[];
}

export interface RecentActivity {
  now: string;
  days: DayBucket[];
  period: PeopleSplit & { registrations: number; spam: number };
  last24Hours: { registrations: number; spam: number; latest: LatestLead[] };
}

export interface Dashboard extends RecentActivity {
  allTime: AllTimeTotals;
}

const emptyChannels = (): Record<Channel, number> =>
  Object.fromEntries(channels.map((c) => [c, 0])) as Record<Channel, number>;

const byCountDesc = (counts: Map<string, number>): Count[] =>
  [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));

const add = (map: Map<string, number>, key: string, n: number) =>
  map.set(key, (map.get(key) ?? 0) + n);

const notSpam = sql<boolean>`status <> 'spam'`;
const knownChannels = channels.filter((c) => c !== "others");
const utcHour = sql<string>`substr(created_at, 1, 13)`;
const countWhen = (condition: ReturnType<typeof sql>) =>
  sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/**
 * Per UTC hour ("2026-11-22T06"): one column per channel, spam, and repeats. Malaysia days are whole
 * UTC hours, so grouping by hour in SQL and shifting in code buckets by Malaysia day on SQLite and
 * PostgreSQL alike; one group per hour (not per hour and channel) keeps the grouping cheap.
 */
const hourlyColumns = [
  utcHour.as("hour"),
  ...channels.map((channel) =>
    countWhen(
      channel === "others"
        ? sql`${notSpam} and channel not in (${sql.join(knownChannels)})`
        : sql`${notSpam} and channel = ${channel}`,
    ).as(channel),
  ),
  countWhen(sql`status = 'spam'`).as("spam"),
  countWhen(sql`${notSpam} and duplicate_of is not null`).as("repeats"),
];

/**
 * The instants the dashboard counts between: the start of the first of the last `days` Malaysia
 * days, 24 hours ago, and now. Shared with the WhatsApp and call counts shown beside registrations.
 */
export function dashboardPeriod(now: Date, days = DASHBOARD_DAYS) {
  const today = malaysiaDay(now);
  const firstDay = malaysiaDay(new Date(malaysiaDayStart(today).getTime() - (days - 1) * DAY_MS));
  return {
    periodStart: malaysiaDayStart(firstDay).toISOString(),
    dayAgo: new Date(now.getTime() - DAY_MS).toISOString(),
    now: now.toISOString(),
  };
}

/**
 * The last `days` Malaysia days by channel and the last 24 hours, for `now`. Every registration
 * counts (a repeat is a registration too); spam is counted apart. Erased registrations still count:
 * their fields are blanked but the rows, dates and channels stay.
 */
export async function loadRecentActivity(
  db: Kysely<Database>,
  { now = new Date(), days = DASHBOARD_DAYS }: { now?: Date; days?: number } = {},
): Promise<RecentActivity> {
  const { periodStart, dayAgo, now: nowIso } = dashboardPeriod(now, days);

  const [hourly, recent, latest] = await Promise.all([
    db
      .selectFrom("registrations")
      .select(hourlyColumns)
      .where("created_at", ">=", periodStart)
      .where("created_at", "<=", nowIso)
      .groupBy(utcHour)
      .execute(),
    db
      .selectFrom("registrations")
      .select([
        countWhen(sql`status = 'spam'`).as("spam"),
        (eb) => eb.fn.countAll<number>().as("n"),
      ])
      .where("created_at", ">=", dayAgo)
      .where("created_at", "<=", nowIso)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("registrations")
      .select(["id", "duplicate_of", "full_name", "channel", "locale", "created_at", "erased_at"])
      .where("created_at", ">=", dayAgo)
      .where("created_at", "<=", nowIso)
      .where("status", "<>", "spam")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(LATEST_LEADS)
      .execute(),
  ]);

  const buckets = new Map<string, DayBucket>();
  for (let i = 0; i < days; i++) {
    const day = malaysiaDay(new Date(Date.parse(periodStart) + i * DAY_MS));
    buckets.set(day, { day, byChannel: emptyChannels(), total: 0, spam: 0 });
  }
  const period = { registrations: 0, spam: 0, firstTime: 0, repeats: 0 };
  for (const row of hourly) {
    const bucket = buckets.get(malaysiaDay(`${row.hour}:00:00.000Z`));
    if (!bucket) continue;
    for (const channel of channels) {
      const n = Number(row[channel] ?? 0);
      bucket.byChannel[channel] += n;
      bucket.total += n;
      period.registrations += n;
    }
    bucket.spam += Number(row.spam ?? 0);
    period.spam += Number(row.spam ?? 0);
    period.repeats += Number(row.repeats ?? 0);
  }
  period.firstTime = period.registrations - period.repeats;

  const spamLastDay = Number(recent.spam ?? 0);
  return {
    now: nowIso,
    days: [...buckets.values()],
    period,
    last24Hours: {
      registrations: Number(recent.n) - spamLastDay,
      spam: spamLastDay,
      latest: latest.map((row) => ({
        id: row.id,
        leadId: row.duplicate_of ?? row.id,
        name: row.full_name,
        channel: row.channel,
        locale: row.locale,
        createdAt: row.created_at,
        repeat: row.duplicate_of !== null,
        erased: row.erased_at !== null,
      })),
    },
  };
}

/**
 * Totals over every registration ever, spam apart. These read whole (covering) indexes, the costly
 * part of the dashboard at 100,000 registrations, which is why the page may reuse them for a minute.
 */
export async function loadAllTimeTotals(db: Kysely<Database>): Promise<AllTimeTotals> {
  const [groups, units, spamUnits] = await Promise.all([
    // Plain indexed columns, read in index order (registrations_totals); repeats are the rows
    // with a duplicate_of.
    db
      .selectFrom("registrations")
      .select([
        "locale",
        "source",
        "status",
        (eb) => eb.fn.countAll<number>().as("n"),
        (eb) => eb.fn.count<number>("duplicate_of").as("repeats"),
      ])
      .groupBy(["locale", "source", "status"])
      .execute(),
    db
      .selectFrom("registration_unit_types")
      .select(["unit_type", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("unit_type")
      .execute(),
    // Spam is rare: counting its unit types apart and subtracting beats joining every registration.
    db
      .selectFrom("registrations as r")
      .innerJoin("registration_unit_types as u", "u.registration_id", "r.id")
      .select(["u.unit_type", (eb) => eb.fn.countAll<number>().as("n")])
      .where("r.status", "=", "spam")
      .groupBy("u.unit_type")
      .execute(),
  ]);

  const locales = new Map<string, number>();
  const sources = new Map<string, number>();
  const allTime = { registrations: 0, spam: 0, firstTime: 0, repeats: 0 };
  for (const row of groups) {
    const n = Number(row.n);
    if (row.status === "spam") {
      allTime.spam += n;
      continue;
    }
    allTime.registrations += n;
    allTime.repeats += Number(row.repeats);
    add(locales, row.locale, n);
    add(sources, row.source, n);
  }
  allTime.firstTime = allTime.registrations - allTime.repeats;

  const unitCounts = new Map(units.map((u) => [u.unit_type, Number(u.n)]));
  for (const u of spamUnits) add(unitCounts, u.unit_type, -Number(u.n));
  for (const [key, n] of unitCounts) if (n <= 0) unitCounts.delete(key);

  return {
    ...allTime,
    byUnitType: byCountDesc(unitCounts),
    byLocale: byCountDesc(locales),
    bySource: byCountDesc(sources),
  };
}

/** Everything the lead desk's dashboard shows, for `now`. */
export async function loadDashboard(
  db: Kysely<Database>,
  options: { now?: Date; days?: number } = {},
): Promise<Dashboard> {
  const [recent, allTime] = await Promise.all([
    loadRecentActivity(db, options),
    loadAllTimeTotals(db),
  ]);
  return { ...recent, allTime };
}
