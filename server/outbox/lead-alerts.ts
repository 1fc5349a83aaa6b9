import { sql, type Kysely, type RawBuilder } from "kysely";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";

/**
 * Whose lead it is: one row (`lead_id`, `owner_id`; owner null when unassigned), or none when no
 * alert is due. A plain SELECT, or one reading a CTE of the same statement on PostgreSQL.
 */
export type AlertTarget = RawBuilder<{ lead_id: string; owner_id: string | null }>;

export interface AlertEvent {
  /** The registration that caused the alert (erasing the person cancels and blanks it). */
  registrationId: string;
  at: string;
  /** The buyer's name as just typed: the alert names the lead, as the sales notice does. */
  name: string;
  locale: string;
  kind: "new" | "reopened";
}

/** A random version-4 UUID per row, as the retry form's `z.uuid()` expects of outbox ids. */
function randomUuid(db: Kysely<Database>) {
  if (isPostgres(db)) return sql<string>`gen_random_uuid()::text`;
  const hex = (bytes: number) => sql`lower(hex(randomblob(${sql.lit(bytes)})))`;
  return sql<string>`(${hex(4)} || '-' || ${hex(2)} || '-4' || substr(${hex(2)}, 2) || '-'
    || substr('89ab', 1 + abs(random()) % 4, 1) || substr(${hex(2)}, 2) || '-' || ${hex(6)})`;
}

const jsonObject = (db: Kysely<Database>, fields: Record<string, RawBuilder<unknown>>) => {
  const pairs = sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.lit(key)}, ${value}`),
  );
  return isPostgres(db)
    ? sql<string>`json_build_object(${pairs})::text`
    : sql<string>`json_object(${pairs})`;
};

const text = (value: string) => sql`cast(${value} as text)`;

/**
 * The rows of the new-lead alerts for `target`, as columns of the outbox: one email to the lead's
 * owner, or, when nobody (active) owns it, to every active admin; people who turned the alerts off
 * on their account page are left out. Inserted by the registration's own statement(s), so an alert
 * exists exactly when the registration committed, and the outbox sends it once like any message.
 */
export function leadAlertRows(db: Kysely<Database>, target: AlertTarget, event: AlertEvent) {
  const payload = jsonObject(db, {
    to: sql`u.email`,
    staffId: sql`u.id`,
    leadId: sql`t.lead_id`,
    registrationId: text(event.registrationId),
    name: text(event.name),
    locale: text(event.locale),
    kind: text(event.kind),
    // Whether the recipient is the owner or an admin told of a lead nobody owns.
    as: sql`case when u.id = t.owner_id then 'owner' else 'admin' end`,
    createdAt: text(event.at),
  });
  return sql<{ id: string }>`
    select ${randomUuid(db)}, ${text(event.at)}, 'lead_alert', ${text(event.registrationId)},
           ${payload}, ${text(event.at)}
    from (${target}) as t
    join staff_users u
      on u.id = t.owner_id
      or (u.role = 'admin' and not exists (
            select 1 from staff_users o where o.id = t.owner_id and not coalesce(o.banned, false)))
    left join staff_profiles p on p.staff_id = u.id
    where not coalesce(u.banned, false) and coalesce(p.lead_alerts, 1) = 1`;
}

export const LEAD_ALERT_COLUMNS = [
  "id",
  "created_at",
  "topic",
  "registration_id",
  "payload",
  "next_attempt_at",
] as const;

/** Queues the alerts inside the caller's transaction (SQLite, and tests). */
export async function queueLeadAlerts(
  trx: Kysely<Database>,
  target: AlertTarget,
  event: AlertEvent,
): Promise<void> {
  await trx
    .insertInto("outbox")
    .columns([...LEAD_ALERT_COLUMNS])
    .expression(leadAlertRows(trx, target, event))
    .execute();
}
