import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { GroupWrite } from "./group-plan";

/**
 * A group's writes on SQLite: a few multi-row inserts inside the caller's transaction. SQLite
 * runs them in-process, so what counts is few statements and one commit (one fsync) per group.
 */
export async function writeGroupSqlite(
  trx: Kysely<Database>,
  { rows, bumps }: GroupWrite,
): Promise<void> {
  await trx
    .insertInto("registrations")
    .values(rows.map((r) => r.registration))
    .execute();
  for (const bump of bumps) {
    await trx
      .updateTable("registrations")
      .set((eb) => ({
        latest_at: bump.latest_at,
        repeat_count: eb("repeat_count", "+", bump.repeats),
      }))
      .where("id", "=", bump.id)
      .execute();
  }
  const unitTypes = rows.flatMap(({ registration, unitTypes }) =>
    unitTypes.map((unit_type) => ({ registration_id: registration.id, unit_type })),
  );
  if (unitTypes.length) await trx.insertInto("registration_unit_types").values(unitTypes).execute();
  const outbox = rows.flatMap((r) => r.outbox);
  if (outbox.length) await trx.insertInto("outbox").values(outbox).execute();
  await trx
    .insertInto("audit_log")
    .values(rows.map((r) => r.audit))
    .execute();
}
