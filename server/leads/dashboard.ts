import { sql, type Kysely } from "kysely";
import { channels, type Channel } from "@/lib/registration/channels";
import type { Database } from "../db/schema";

/** Malaysia keeps UTC+8 all year (no daylight saving), so a whole-hour shift gives its calendar day. */
export const MALAYSIA_OFFSET_HOURS = 8;
export const DASHBOARD_DAYS = 30;
export const LATEST_LEADS = 6;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The Malaysia calendar day (YYYY-MM-DD) of an instant. */
export function malaysiaDay(instant: Date | string): string {
  const ms = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  return new Date(ms + MALAYSIA_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/** The UTC instant at which a Malaysia day begins (16:00 UTC the day before). */
export function malaysiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - MALAYSIA_OFFSET_HOURS * HOUR_MS);
}

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

export interface Dashboard {
  now: string;
  days: DayBucket[];
  period: PeopleSplit & { registrations: number; spam: number };
  allTime: PeopleSplit & {
    registrations: number;
    spam: number;
    byUnitType: Count[];
    byLocale: Count[];
    bySource: Count[];
  };
  last24Hours: { registrations: number; spam: number; latest: LatestLead[] };
}

const emptyChannels = (): Record<Channel, number> =>
  Object.fromEntries(channels.map((c) => [c, 0])) as Record<Channel, number>;

const asChannel = (value: string): Channel =>
  (channels as readonly string[]).includes(value) ? (value as Channel) : "others";

const byCountDesc = (counts: Map<string, number>): Count[] =>
  [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));

const add = (map: Map<string, number>, key: string, n: number) =>
  map.set(key, (map.get(key) ?? 0) + n);

// `status = 'spam'` as 0/1 the same way on SQLite and PostgreSQL (no boolean columns in results).
const spamFlag = sql<number>`case when status = 'spam' then 1 else 0 end`;
const repeatFlag = sql<number>`case when duplicate_of is null then 0 else 1 end`;
// The UTC hour of an ISO timestamp ("2026-11-22T06"): Malaysia days are whole UTC hours, so
// grouping by hour in SQL and shifting in code buckets by Malaysia day on any database.
const utcHour = sql<string>`substr(created_at, 1, 13)`;

/**
 * Everything the lead desk's dashboard shows, for `now`. Every registration counts (a repeat is a
 * registration too); spam is counted apart. Erased registrations still count: their fields are
 * blanked but the rows, dates and channels stay.
 */
export async function loadDashboard(
  db: Kysely<Database>,
  { now = new Date(), days = DASHBOARD_DAYS }: { now?: Date; days?: number } = {},
): Promise<Dashboard> {
  const today = malaysiaDay(now);
  const firstDay = malaysiaDay(new Date(malaysiaDayStart(today).getTime() - (days - 1) * DAY_MS));
  const periodStart = malaysiaDayStart(firstDay).toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const nowIso = now.toISOString();

  const [hourly, groups, units, recent, latest] = await Promise.all([
    db
      .selectFrom("registrations")
      .select([
        utcHour.as("hour"),
        "channel",
        spamFlag.as("spam"),
        repeatFlag.as("repeat"),
        (eb) => eb.fn.countAll<number>().as("n"),
      ])
      .where("created_at", ">=", periodStart)
      .where("created_at", "<=", nowIso)
      .groupBy([utcHour, "channel", spamFlag, repeatFlag])
      .execute(),
    db
      .selectFrom("registrations")
      .select([
        "locale",
        "source",
        spamFlag.as("spam"),
        repeatFlag.as("repeat"),
        (eb) => eb.fn.countAll<number>().as("n"),
      ])
      .groupBy(["locale", "source", spamFlag, repeatFlag])
      .execute(),
    db
      .selectFrom("registration_unit_types as u")
      .select(["u.unit_type", (eb) => eb.fn.countAll<number>().as("n")])
      // Spam is rare: excluding its few ids is cheaper than joining every registration.
      .where((eb) =>
        eb(
          "u.registration_id",
          "not in",
          eb.selectFrom("registrations").select("id").where("status", "=", "spam"),
        ),
      )
      .groupBy("u.unit_type")
      .execute(),
    db
      .selectFrom("registrations")
      .select([spamFlag.as("spam"), (eb) => eb.fn.countAll<number>().as("n")])
      .where("created_at", ">=", dayAgo)
      .where("created_at", "<=", nowIso)
      .groupBy(spamFlag)
      .execute(),
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
    const n = Number(row.n);
    if (Number(row.spam)) {
      bucket.spam += n;
      period.spam += n;
      continue;
    }
    bucket.byChannel[asChannel(row.channel)] += n;
    bucket.total += n;
    period.registrations += n;
    if (Number(row.repeat)) period.repeats += n;
    else period.firstTime += n;
  }

  const locales = new Map<string, number>();
  const sources = new Map<string, number>();
  const allTime = { registrations: 0, spam: 0, firstTime: 0, repeats: 0 };
  for (const row of groups) {
    const n = Number(row.n);
    if (Number(row.spam)) {
      allTime.spam += n;
      continue;
    }
    allTime.registrations += n;
    if (Number(row.repeat)) allTime.repeats += n;
    else allTime.firstTime += n;
    add(locales, row.locale, n);
    add(sources, row.source, n);
  }

  const last24Hours = { registrations: 0, spam: 0 };
  for (const row of recent) {
    if (Number(row.spam)) last24Hours.spam += Number(row.n);
    else last24Hours.registrations += Number(row.n);
  }

  return {
    now: nowIso,
    days: [...buckets.values()],
    period,
    allTime: {
      ...allTime,
      byUnitType: byCountDesc(new Map(units.map((u) => [u.unit_type, Number(u.n)]))),
      byLocale: byCountDesc(locales),
      bySource: byCountDesc(sources),
    },
    last24Hours: {
      ...last24Hours,
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
