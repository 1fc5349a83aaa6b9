import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Database } from "@/server/db/schema";
import { noticeFacts } from "@/server/outbox/notice-facts";
import { salesNotice } from "@/server/outbox/sales-notice";

/**
 * The text of the sales notice for a registration the e2e server stored, built as the outbox
 * worker builds it (the lead as its payload carries it, the facts read from the database then):
 * the e2e server has no SMTP to send it through.
 */
export async function salesNoticeText(registrationId: string): Promise<string> {
  const sqlite = new SQLite("data/e2e.db", { readonly: true, fileMustExist: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    const row = await db
      .selectFrom("registrations")
      .selectAll()
      .where("id", "=", registrationId)
      .executeTakeFirstOrThrow();
    const types = await db
      .selectFrom("registration_unit_types")
      .select("unit_type")
      .where("registration_id", "=", registrationId)
      .execute();
    const lead = {
      registrationId,
      locale: row.locale as "en" | "zh" | "ms",
      duplicateOf: row.duplicate_of,
      createdAt: row.created_at,
      salutationId: row.salutation_id,
      name: row.full_name,
      contact: row.contact_e164,
      email: row.email,
      address: row.address,
      channel: row.channel,
      unitTypes: types.map((type) => type.unit_type),
    };
    const facts = await noticeFacts(db, registrationId);
    return salesNotice(lead, "", facts, "http://localhost:3000").text;
  } finally {
    await db.destroy();
  }
}
