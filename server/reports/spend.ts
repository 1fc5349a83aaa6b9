import type { Kysely } from "kysely";
import type { SpendInput } from "@/lib/reports/spend";
import { monthsOf } from "@/lib/reports/spend";
import { malaysiaDay } from "@/lib/time/malaysia";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import type { CampaignRange, CampaignReport, CampaignRow } from "./campaigns";

export interface SpendEntry {
  month: string;
  /** UTM fields as the report holds them: null for one not given. */
  source: string | null;
  medium: string | null;
  campaign: string | null;
  amountSen: number;
}

const blank = (value: string | null) => value ?? "";
const orNull = (value: string) => value || null;

/**
 * Sets what a campaign cost in a month (one row per campaign and month: a second entry replaces
 * the first, in one statement) and records who did it.
 */
export async function setSpend(
  db: Kysely<Database>,
  input: SpendInput,
  actor: { id: string },
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    await trx
      .insertInto("campaign_spend")
      .values({
        month: input.month,
        utm_source: input.source,
        utm_medium: input.medium,
        utm_campaign: input.campaign,
        amount_sen: input.amount,
        updated_at: at,
        updated_by: actor.id,
      })
      .onConflict((oc) =>
        oc
          .columns(["month", "utm_source", "utm_medium", "utm_campaign"])
          .doUpdateSet({ amount_sen: input.amount, updated_at: at, updated_by: actor.id }),
      )
      .execute();
    await writeAudit(trx, {
      actor: `staff:${actor.id}`,
      action: "campaign.spend",
      entity: "campaign",
      entityId: null,
      details: {
        month: input.month,
        source: input.source,
        medium: input.medium,
        campaign: input.campaign,
        amountSen: input.amount,
      },
      at: now,
    });
  });
}

/**
 * The spend entered for the months a range touches (every month when the range is open), newest
 * month first. A month's spend counts whole for a range that covers part of it.
 */
export async function spendEntries(
  db: Kysely<Database>,
  range: CampaignRange,
  today = malaysiaDay(new Date()),
): Promise<SpendEntry[]> {
  let query = db.selectFrom("campaign_spend").selectAll();
  if (range.from || range.to) {
    const months = monthsOf(range.from ?? "2000-01-01", range.to ?? today);
    query = query
      .where("month", ">=", months[0] ?? "0000")
      .where("month", "<=", months.at(-1) ?? "9999");
  }
  const rows = await query.orderBy("month", "desc").orderBy("utm_source").execute();
  return rows.map((row) => ({
    month: row.month,
    source: orNull(row.utm_source),
    medium: orNull(row.utm_medium),
    campaign: orNull(row.utm_campaign),
    amountSen: Number(row.amount_sen),
  }));
}

/** The key a report row and a spend entry share. */
export const campaignKey = (row: Pick<SpendEntry, "source" | "medium" | "campaign">) =>
  [blank(row.source), blank(row.medium), blank(row.campaign)].join("\u0000");

/** Spend per campaign over the entries. */
export function spendByCampaign(entries: SpendEntry[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const entry of entries)
    totals.set(campaignKey(entry), (totals.get(campaignKey(entry)) ?? 0) + entry.amountSen);
  return totals;
}

/**
 * The report with each campaign's spend beside its counts: a campaign with spend but no lead in
 * the range gets a row of zeros (money spent for nothing is what a marketer must see), and the
 * total sums the spend.
 */
export function withSpend(report: CampaignReport, entries: SpendEntry[]): CampaignReport {
  const spend = spendByCampaign(entries);
  const rows: CampaignRow[] = report.rows.map((row) => ({
    ...row,
    spendSen: spend.get(campaignKey(row)) ?? null,
  }));
  const known = new Set(rows.map(campaignKey));
  for (const entry of entries) {
    const key = campaignKey(entry);
    if (known.has(key)) continue;
    known.add(key);
    rows.push({
      source: entry.source,
      medium: entry.medium,
      campaign: entry.campaign,
      leads: 0,
      qualified: 0,
      visits: 0,
      bookings: 0,
      spam: 0,
      spendSen: spend.get(key) ?? null,
    });
  }
  const total = [...spend.values()].reduce((sum, sen) => sum + sen, 0);
  return { rows, total: { ...report.total, spendSen: entries.length ? total : null } };
}
