import { sql, type Kysely } from "kysely";
import { NO_UTM, type LeadFilter } from "@/lib/leads/filters";
import { dayEndUtc, dayStartUtc } from "@/lib/time/malaysia";
import type { Database } from "../db/schema";

/** Malaysia days, both optional: an empty range is all time. */
export interface CampaignRange {
  from?: string;
  to?: string;
}

export interface CampaignCounts {
  /** People whose first registration came in the range (spam left out). */
  leads: number;
  /** Of them: Qualified or Booked now, or further along (visited the gallery, booked a unit). */
  qualified: number;
  /** Of them: came to at least one sales gallery appointment (marked attended). */
  visits: number;
  /** Of them: a unit booked or sold (approved), or their lead marked Booked. */
  bookings: number;
  /** People caught as bots (status Spam): apart from the leads, which they are not. */
  spam: number;
  /** What the campaign cost over the range's months, in sen, when a marketer entered it. */
  spendSen?: number | null;
}

export interface CampaignRow extends CampaignCounts {
  /** The first registration's UTM fields; null when it had none. */
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

export interface CampaignReport {
  rows: CampaignRow[];
  total: CampaignCounts;
}

const lead = sql<boolean>`r.status <> 'spam'`;
const visited = sql<boolean>`${lead} and exists (select 1 from bookings b
  where b.lead_id = r.id and b.status = 'attended')`;
const booked = sql<boolean>`${lead} and (r.status = 'booked' or exists (select 1 from unit_claims c
  where c.lead_id = r.id and c.stage in ('booked', 'sold')))`;
const qualified = sql<boolean>`(r.status in ('qualified', 'booked') or (${visited}) or (${booked}))`;
const countWhen = (condition: ReturnType<typeof sql<boolean>>) =>
  sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;

/** An empty UTM field and a missing one are the same: no campaign said. */
const utm = (column: "utm_source" | "utm_medium" | "utm_campaign") =>
  sql<string | null>`nullif(${sql.ref(`r.${column}`)}, '')`;

/**
 * Leads, qualified, visits and bookings by campaign: the UTM source, medium and campaign of each
 * person's first registration (first touch), for people who first registered in the range, spam
 * counted apart. Counts only, no personal data. One grouped statement over `registrations_campaigns`; visits and
 * bookings are an index probe per lead (`bookings_lead`, `unit_claims_lead`).
 */
export async function campaignReport(
  db: Kysely<Database>,
  range: CampaignRange,
): Promise<CampaignReport> {
  let query = db.selectFrom("registrations as r").where("r.duplicate_of", "is", null);
  if (range.from) query = query.where("r.created_at", ">=", dayStartUtc(range.from));
  if (range.to) query = query.where("r.created_at", "<", dayEndUtc(range.to));
  const rows = await query
    .select([
      utm("utm_source").as("source"),
      utm("utm_medium").as("medium"),
      utm("utm_campaign").as("campaign"),
      countWhen(lead).as("leads"),
      countWhen(qualified).as("qualified"),
      countWhen(visited).as("visits"),
      countWhen(booked).as("bookings"),
      countWhen(sql<boolean>`r.status = 'spam'`).as("spam"),
    ])
    .groupBy([utm("utm_source"), utm("utm_medium"), utm("utm_campaign")])
    .execute();
  const report = rows
    .map((row) => ({
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      leads: Number(row.leads),
      qualified: Number(row.qualified),
      visits: Number(row.visits),
      bookings: Number(row.bookings),
      spam: Number(row.spam),
    }))
    .sort(
      (a, b) =>
        b.leads - a.leads ||
        b.bookings - a.bookings ||
        b.spam - a.spam ||
        label(a).localeCompare(label(b), "en", { sensitivity: "base" }),
    );
  const total: CampaignCounts = { leads: 0, qualified: 0, visits: 0, bookings: 0, spam: 0 };
  for (const row of report) {
    for (const key of ["leads", "qualified", "visits", "bookings", "spam"] as const) {
      total[key] += row[key];
    }
  }
  return { rows: report, total };
}

/** "google / cpc / launch-nov", with "(none)" for a missing field. */
export const label = (row: Pick<CampaignRow, "source" | "medium" | "campaign">) =>
  [row.source, row.medium, row.campaign].map((v) => v ?? NO_UTM).join(" / ");

/** The lead list's filter that shows exactly a report row's leads. */
export function campaignFilter(row: CampaignRow, range: CampaignRange): LeadFilter {
  return {
    utm_source: row.source ?? NO_UTM,
    utm_medium: row.medium ?? NO_UTM,
    utm_campaign: row.campaign ?? NO_UTM,
    registered_from: range.from,
    registered_to: range.to,
  };
}

/** A share as a whole percentage ("25%"), or a dash when there is nothing to divide. */
export const rate = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : "—";
