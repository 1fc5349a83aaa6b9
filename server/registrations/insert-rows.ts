import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { RegistrationRows } from "./rows";

/**
 * Inserts one registration's rows and brings the first registration it repeats (if any) back to the
 * top of the sales list, inside the caller's transaction. On PostgreSQL that is one statement (its
 * parts are sub-statements of one INSERT), so a registration costs one round trip here instead of
 * five; on SQLite, which runs in-process, plain statements cost nothing extra.
 */
export async function insertRows(
  trx: Kysely<Database>,
  rows: RegistrationRows,
  duplicateOf: string | null,
): Promise<void> {
  const at = rows.registration.created_at;
  // Arrival order across instances is not clock order: keep the later of the two times.
  const later = sql<string>`case when latest_at < ${at} then ${at} else latest_at end`;
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
    await trx
      .with("registration_added", (q) =>
        q.insertInto("registrations").values(rows.registration).returning("id"),
      )
      .with("first_bumped", (q) =>
        q
          .updateTable("registrations")
          .set((eb) => ({ latest_at: later, repeat_count: eb("repeat_count", "+", 1) }))
          .where("id", "=", duplicateOf ?? "")
          .returning("id"),
      )
      .with("unit_types_added", (q) =>
        q
          .insertInto("registration_unit_types")
          .columns(["registration_id", "unit_type"])
          .expression(
            sql`select registration_id, unit_type from jsonb_to_recordset(${json(rows.unitTypes)})
                  as u(registration_id varchar, unit_type varchar)`,
          )
          .returning("unit_type"),
      )
      .with("outbox_added", (q) =>
        q
          .insertInto("outbox")
          .columns(["id", "created_at", "topic", "registration_id", "payload", "next_attempt_at"])
          .expression(
            sql`select id, created_at, topic, registration_id, payload, next_attempt_at
                  from jsonb_to_recordset(${json(rows.outbox)}) as o(
                    id varchar, created_at varchar, topic varchar, registration_id varchar,
                    payload text, next_attempt_at varchar)`,
          )
          .returning("id"),
      )
      .insertInto("audit_log")
      .values(rows.audit)
      .execute();
    return;
  }
  await trx.insertInto("registrations").values(rows.registration).execute();
  if (rows.unitTypes.length)
    await trx.insertInto("registration_unit_types").values(rows.unitTypes).execute();
  if (rows.outbox.length) await trx.insertInto("outbox").values(rows.outbox).execute();
  await trx.insertInto("audit_log").values(rows.audit).execute();
  if (duplicateOf) {
    await trx
      .updateTable("registrations")
      .set((eb) => ({ latest_at: later, repeat_count: eb("repeat_count", "+", 1) }))
      .where("id", "=", duplicateOf)
      .execute();
  }
}
