import { sql, type Kysely } from "kysely";

/**
 * One row per way of recognising a person (`tel:+60123456789`, `email:ahkow@example.com`), pointing
 * at that person's first registration. The primary key is what makes "first or repeat" atomic on any
 * number of app instances: two registrations by one person race for the same key, and the database
 * lets exactly one of them claim it (server/registrations/claim-person.ts).
 *
 * `submission_hash` fingerprints what a keyed post carried, so a retry with the same key and body is
 * answered with the stored id and the same key with another body is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("person_keys")
    .addColumn("key", "varchar(300)", (col) => col.primaryKey())
    .addColumn("first_id", "varchar(36)", (col) => col.notNull())
    .addColumn("first_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("person_keys_first").on("person_keys").column("first_id").execute();
  await db.schema.alterTable("registrations").addColumn("submission_hash", "varchar(64)").execute();
  await claimExistingPeople(db);
}

/**
 * Keys for registrations written without them (those before this migration, bulk-loaded bench
 * data): first registrations claim theirs, oldest first, then repeats add theirs under their first.
 * Erased people are not recognisable any more and claim nothing.
 */
export async function claimExistingPeople<DB>(db: Kysely<DB>): Promise<void> {
  const claim = (column: "contact_e164" | "email_normalized", prefix: string, repeats: boolean) =>
    sql`insert into person_keys (key, first_id, first_at)
        select ${sql.lit(prefix)} || r.${sql.ref(column)}, f.id, f.created_at
        from registrations r join registrations f on f.id = ${repeats ? sql`r.duplicate_of` : sql`r.id`}
        where r.erased_at is null and f.erased_at is null
          and ${repeats ? sql`r.duplicate_of is not null` : sql`r.duplicate_of is null`}
        order by f.created_at, f.id
        on conflict (key) do nothing`.execute(db);
  for (const repeats of [false, true]) {
    await claim("contact_e164", "tel:", repeats);
    await claim("email_normalized", "email:", repeats);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("registrations").dropColumn("submission_hash").execute();
  await db.schema.dropTable("person_keys").execute();
}
