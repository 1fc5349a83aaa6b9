import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

export interface OwnerWorkload {
  staffId: string;
  name: string;
  /** Open leads (not Lost, spam or erased) they own. */
  open: number;
  /** Of those, follow-ups due today and overdue (Malaysia days). */
  dueToday: number;
  overdue: number;
}

/** Open first registrations: the leads someone still has to work. */
const openLeads = (db: Kysely<Database>) =>
  db
    .selectFrom("registrations as r")
    .where("r.duplicate_of", "is", null)
    .where("r.erased_at", "is", null)
    .where("r.status", "not in", ["lost", "spam"]);

const countWhen = (condition: ReturnType<typeof sql<boolean>>) =>
  sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;

/**
 * Per salesperson (every owner of an open lead), their open leads and the follow-ups due today
 * and overdue: one grouped read over the open leads, for the manager's dashboard.
 */
export async function workloadByOwner(
  db: Kysely<Database>,
  today: string,
): Promise<OwnerWorkload[]> {
  const rows = await openLeads(db)
    .innerJoin("staff_users as s", "s.id", "r.owner_id")
    .select([
      "s.id",
      "s.name",
      (eb) => eb.fn.countAll<number | string>().as("open"),
      countWhen(sql<boolean>`r.follow_up_on = ${today}`).as("due_today"),
      countWhen(sql<boolean>`r.follow_up_on < ${today}`).as("overdue"),
    ])
    .groupBy(["s.id", "s.name"])
    .execute();
  return rows
    .map((row) => ({
      staffId: row.id,
      name: row.name,
      open: Number(row.open),
      dueToday: Number(row.due_today ?? 0),
      overdue: Number(row.overdue ?? 0),
    }))
    .sort(
      (a, b) => b.overdue - a.overdue || b.dueToday - a.dueToday || a.name.localeCompare(b.name),
    );
}

export interface MyDay {
  dueToday: number;
  overdue: number;
  /** New leads nobody owns yet: the pool a salesperson may take from. */
  pool: number;
}

/** A salesperson's counts for their own dashboard. */
export async function myDay(db: Kysely<Database>, staffId: string, today: string): Promise<MyDay> {
  const [mine, pool] = await Promise.all([
    openLeads(db)
      .where("r.owner_id", "=", staffId)
      .select([
        countWhen(sql<boolean>`r.follow_up_on = ${today}`).as("due_today"),
        countWhen(sql<boolean>`r.follow_up_on < ${today}`).as("overdue"),
      ])
      .executeTakeFirstOrThrow(),
    openLeads(db)
      .where("r.owner_id", "is", null)
      .where("r.status", "=", "new")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    dueToday: Number(mine.due_today ?? 0),
    overdue: Number(mine.overdue ?? 0),
    pool: Number(pool.n),
  };
}

export interface LostReasonCount {
  /** lib/leads/lost-reasons.ts; null for leads marked Lost before reasons were asked. */
  reason: string | null;
  count: number;
}

/** Why leads are lost: the leads that are Lost now, by their reason, most frequent first. */
export async function lostReasonCounts(db: Kysely<Database>): Promise<LostReasonCount[]> {
  const rows = await db
    .selectFrom("registrations")
    .where("duplicate_of", "is", null)
    .where("status", "=", "lost")
    .select(["lost_reason", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("lost_reason")
    .execute();
  return rows
    .map((row) => ({ reason: row.lost_reason, count: Number(row.n) }))
    .sort((a, b) => b.count - a.count);
}
