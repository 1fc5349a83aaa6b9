import type { Kysely } from "kysely";

/**
 * Leads entered by hand and contact outcomes on the lead desk.
 *
 * - `registrations.agent`: for an agent referral (source `agent`), the agent's name or code.
 * - `registrations.entered_by`: the staff member who typed a registration in at the desk (walk-ins,
 *   roadshows, agent referrals); null for registrations the buyer sent.
 * - `lead_events.outcome`: for a contact entry (kind `contact`), what came of the call, chat, mail
 *   or meeting (`called_no_answer`, `whatsapp_sent`…; lib/leads/contact-outcomes.ts).
 *
 * Sources `walk_in`, `roadshow` and `agent` fit `registrations.source` (varchar(10)) as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("registrations").addColumn("agent", "varchar(120)").execute();
  await db.schema
    .alterTable("registrations")
    .addColumn("entered_by", "varchar(36)", (col) =>
      col.references("staff_users.id").onDelete("set null"),
    )
    .execute();
  await db.schema.alterTable("lead_events").addColumn("outcome", "varchar(32)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lead_events").dropColumn("outcome").execute();
  await db.schema.alterTable("registrations").dropColumn("entered_by").execute();
  await db.schema.alterTable("registrations").dropColumn("agent").execute();
}
