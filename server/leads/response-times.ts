import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { dashboardPeriod, DASHBOARD_DAYS } from "./dashboard";
import { untouchedSince } from "./untouched";

export interface FirstContactRow {
  staffId: string;
  name: string;
  /** Leads first registered in the period that this person owns now. */
  leads: number;
  /** Of those, the ones they have touched. */
  contacted: number;
  /** Median time from the lead's first registration to the owner's first touch; null: none yet. */
  medianMs: number | null;
}

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Time to first contact per salesperson over the dashboard's period: for each lead first registered
 * in it (spam left out), from that registration to the first lead event its owner wrote that is not
 * an assignment (a status change, note, follow-up, contact outcome: any kind, including kinds added
 * later). A lead handed on counts for its owner now, by their own events. Reads only the period's
 * first registrations with an owner, and their owners' events through lead_events_actor.
 */
export async function firstContactTimes(
  db: Kysely<Database>,
  { now = new Date(), days = DASHBOARD_DAYS }: { now?: Date; days?: number } = {},
): Promise<FirstContactRow[]> {
  const { periodStart, now: nowIso } = dashboardPeriod(now, days);
  const leads = db
    .selectFrom("registrations as r")
    .where("r.duplicate_of", "is", null)
    .where("r.created_at", ">=", periodStart)
    .where("r.created_at", "<=", nowIso)
    .where("r.owner_id", "is not", null)
    .where("r.status", "<>", "spam");
  const [owned, touched, staff] = await Promise.all([
    leads
      .select(["r.owner_id", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy("r.owner_id")
      .execute(),
    leads
      .innerJoin("lead_events as e", (join) =>
        join
          .onRef("e.registration_id", "=", "r.id")
          .onRef("e.actor_id", "=", "r.owner_id")
          .on("e.kind", "<>", "assigned"),
      )
      .select(["r.owner_id", "r.created_at", sql<string>`min(e.at)`.as("first_at")])
      .groupBy(["r.id", "r.owner_id", "r.created_at"])
      .execute(),
    db.selectFrom("staff_users").select(["id", "name"]).execute(),
  ]);
  const waits = new Map<string, number[]>();
  for (const row of touched) {
    if (!row.owner_id) continue;
    const list = waits.get(row.owner_id) ?? [];
    list.push(Math.max(0, Date.parse(row.first_at) - Date.parse(row.created_at)));
    waits.set(row.owner_id, list);
  }
  const names = new Map(staff.map((member) => [member.id, member.name]));
  return owned
    .filter((row): row is typeof row & { owner_id: string } => row.owner_id !== null)
    .map((row) => {
      const times = waits.get(row.owner_id) ?? [];
      return {
        staffId: row.owner_id,
        name: names.get(row.owner_id) ?? "A former account",
        leads: Number(row.n),
        contacted: times.length,
        medianMs: median(times),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** How many open leads nobody has touched in the 24 hours since they last registered. */
export async function countUntouched(db: Kysely<Database>, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom("registrations as r")
    .where("r.duplicate_of", "is", null)
    .where((eb) => untouchedSince(eb, now))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
