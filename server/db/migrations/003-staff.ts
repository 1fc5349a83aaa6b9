import type { Kysely } from "kysely";

// Staff accounts and sessions belong to the authentication library (better-auth): its tables keep its
// own camelCase column names, so its Kysely adapter needs no field mapping. `timestamptz` and `boolean`
// are real types on PostgreSQL; on SQLite they hold ISO strings and 0/1, which is what the adapter
// writes there.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_users")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("name", "varchar(120)", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
    .addColumn("emailVerified", "boolean", (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("role", "varchar(20)")
    .addColumn("banned", "boolean")
    .addColumn("banReason", "varchar(200)")
    .addColumn("banExpires", "timestamptz")
    .addColumn("createdAt", "timestamptz", (col) => col.notNull())
    .addColumn("updatedAt", "timestamptz", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("token", "varchar(100)", (col) => col.notNull().unique())
    .addColumn("userId", "varchar(36)", (col) =>
      col.notNull().references("staff_users.id").onDelete("cascade"),
    )
    .addColumn("expiresAt", "timestamptz", (col) => col.notNull())
    .addColumn("ipAddress", "varchar(64)")
    .addColumn("userAgent", "varchar(500)")
    .addColumn("impersonatedBy", "varchar(36)")
    .addColumn("createdAt", "timestamptz", (col) => col.notNull())
    .addColumn("updatedAt", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("staff_sessions_user")
    .on("staff_sessions")
    .column("userId")
    .execute();

  await db.schema
    .createTable("staff_accounts")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("accountId", "varchar(100)", (col) => col.notNull())
    .addColumn("providerId", "varchar(50)", (col) => col.notNull())
    .addColumn("userId", "varchar(36)", (col) =>
      col.notNull().references("staff_users.id").onDelete("cascade"),
    )
    .addColumn("password", "text")
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", "timestamptz")
    .addColumn("refreshTokenExpiresAt", "timestamptz")
    .addColumn("scope", "text")
    .addColumn("createdAt", "timestamptz", (col) => col.notNull())
    .addColumn("updatedAt", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("staff_accounts_user")
    .on("staff_accounts")
    .column("userId")
    .execute();

  await db.schema
    .createTable("staff_verifications")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("identifier", "varchar(254)", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("expiresAt", "timestamptz", (col) => col.notNull())
    .addColumn("createdAt", "timestamptz", (col) => col.notNull())
    .addColumn("updatedAt", "timestamptz", (col) => col.notNull())
    .execute();

  // Wrong passwords per email address, read then written (not atomic); replaced in 009-sign-in-limits.
  await db.schema
    .createTable("staff_sign_in_failures")
    .addColumn("email", "varchar(254)", (col) => col.primaryKey())
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("last_failure_at", "varchar(30)", (col) => col.notNull())
    .addColumn("locked_until", "varchar(30)")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "staff_sign_in_failures",
    "staff_verifications",
    "staff_accounts",
    "staff_sessions",
    "staff_users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
