import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { MIN_PASSWORD_LENGTH, type Auth } from "./create-auth";
import { isStaffRole, type StaffRole } from "./roles";

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
}

export interface NewStaff {
  email: string;
  password: string;
  name?: string;
  role: StaffRole;
}

const asIso = (value: Date | string) => new Date(value).toISOString();

/** Creates a staff account. A trusted server call: callers check the actor's role first. */
export async function createStaff(auth: Auth, staff: NewStaff): Promise<StaffMember> {
  const email = staff.email.trim().toLowerCase();
  const { user } = await auth.api.createUser({
    body: {
      email,
      password: staff.password,
      name: staff.name?.trim() || email.split("@")[0] || email,
      role: staff.role,
    },
  });
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: staff.role,
    disabled: false,
    createdAt: asIso(user.createdAt),
  };
}

/** The desk's own people: outside agents are managed on /admin/agents and never own leads. */
export async function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "name", "email", "role", "banned", "createdAt"])
    .where((eb) => eb.or([eb("role", "is", null), eb("role", "!=", "agent")]))
    .orderBy("createdAt")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === "admin" ? "admin" : "sales",
    disabled: Boolean(row.banned),
    createdAt: asIso(row.createdAt),
  }));
}

export async function findStaffByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<StaffMember | undefined> {
  // Any account, agents included: an email is one account however it is used.
  const row = await db
    .selectFrom("staff_users")
    .select(["id", "name", "email", "role", "banned", "createdAt"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: isStaffRole(row.role) ? row.role : "sales",
    disabled: Boolean(row.banned),
    createdAt: asIso(row.createdAt),
  };
}

/**
 * Sets a new password (hashed by better-auth) and signs the person out everywhere. A trusted call,
 * like createStaff: the admin page and the command line check who asks before calling it.
 */
export async function resetStaffPassword(
  auth: Auth,
  userId: string,
  newPassword: string,
): Promise<void> {
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const context = await auth.$context;
  const hash = await context.password.hash(newPassword);
  const account = await context.internalAdapter.findCredentialAccount(userId);
  if (!account) throw new Error("This account has no password sign-in");
  await context.internalAdapter.updatePassword(userId, hash);
  await context.internalAdapter.deleteUserSessions(userId);
}

/** Signs a person out on every device. */
export async function revokeAllSessions(auth: Auth, userId: string): Promise<void> {
  await (await auth.$context).internalAdapter.deleteUserSessions(userId);
}
