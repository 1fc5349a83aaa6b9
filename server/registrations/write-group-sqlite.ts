import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { GroupWrite } from "./group-plan";

/**
 * A group's writes on SQLite: a few multi-row inserts inside the caller's transaction. SQLite
 * runs them in-process, so what counts is few statements and one commit (one fsync) per group.
 */
export async function writeGroupSqlite(
  trx: Kysely<Database>,
  { registrations, unitTypes, outbox, audit, bumps }: GroupWrite,
): Promise<void> {
  await trx.insertInto("registrations").values(registrations).execute();
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
  if (unitTypes.length) await trx.insertInto("registration_unit_types").values(unitTypes).execute();
  if (outbox.length) await trx.insertInto("outbox").values(outbox).execute();
  await trx.insertInto("audit_log").values(audit).execute();
}
