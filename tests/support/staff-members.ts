import { randomUUID } from "node:crypto";
import type { StaffRole } from "@/server/auth/roles";
import type { TestDatabase } from "./database-targets";

export interface TestStaff {
  role?: StaffRole;
  name?: string;
  /** Locale codes, comma-separated (`en,zh`). */
  languages?: string;
  disabled?: boolean;
}

let sequence = 0;

/**
 * A staff account written straight into the tables (no password: these never sign in), with its
 * languages. Ids are made here, as better-auth does; returns the id.
 */
export async function insertStaff(
  database: TestDatabase,
  { role = "sales", name, languages, disabled = false }: TestStaff = {},
): Promise<string> {
  sequence += 1;
  const id = randomUUID();
  const now = new Date().toISOString();
  // Booleans are real on PostgreSQL and 0/1 on SQLite, as the auth library writes them.
  const bool = (value: boolean) => (database.dialect === "postgres" ? value : Number(value));
  await database.db
    .insertInto("staff_users")
    .values({
      id,
      name: name ?? `Staff ${sequence}`,
      email: `staff-${sequence}-${id.slice(0, 8)}@skyhaven.example`,
      emailVerified: bool(false),
      image: null,
      role,
      banned: bool(disabled),
      banReason: null,
      banExpires: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  if (languages !== undefined) {
    await database.db.insertInto("staff_profiles").values({ staff_id: id, languages }).execute();
  }
  return id;
}

/** Sets the desk's rule for new leads, as the admin page does. */
export async function setRule(database: TestDatabase, rule: string): Promise<void> {
  await database.db
    .insertInto("desk_settings")
    .values({ key: "assignment_rule", value: rule })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: rule }))
    .execute();
}
