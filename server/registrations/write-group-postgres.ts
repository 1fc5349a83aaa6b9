import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { GroupWrite } from "./group-plan";

/**
 * A group's writes on PostgreSQL as one statement: the registrations, the first registrations'
 * bumps, the unit types, the outbox messages and the audit entries are sub-statements of one
 * INSERT, which PostgreSQL commits or rolls back whole. One round trip for the group, not eight
 * for each registration, is what lets a small server take a launch-day burst (`npm run bench`).
 */
export async function writeGroupPostgres(
  db: Kysely<Database>,
  { registrations, unitTypes, outbox, audit, bumps }: GroupWrite,
): Promise<void> {
  // Lists that may be empty arrive as one JSON parameter each, so the statement keeps one shape.
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  await db
    .with("registrations_added", (q) =>
      q.insertInto("registrations").values(registrations).returning("id"),
    )
    .with("firsts_bumped", (q) =>
      q
        .updateTable("registrations")
        .from(
          sql<{ id: string; latest_at: string; repeats: number }>`(
            select * from jsonb_to_recordset(${json(bumps)})
              as b(id varchar, latest_at varchar, repeats integer))`.as("bump"),
        )
        .set((eb) => ({
          latest_at: eb.ref("bump.latest_at"),
          repeat_count: eb("registrations.repeat_count", "+", eb.ref("bump.repeats")),
        }))
        .whereRef("registrations.id", "=", "bump.id")
        .returning("registrations.id"),
    )
    .with("unit_types_added", (q) =>
      q
        .insertInto("registration_unit_types")
        .columns(["registration_id", "unit_type"])
        .expression(
          sql`select registration_id, unit_type from jsonb_to_recordset(${json(unitTypes)})
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
                from jsonb_to_recordset(${json(outbox)}) as o(
                  id varchar, created_at varchar, topic varchar, registration_id varchar,
                  payload text, next_attempt_at varchar)`,
        )
        .returning("id"),
    )
    .insertInto("audit_log")
    .values(audit)
    .execute();
}
