import { isAPIError } from "better-auth/api";
import type { Kysely } from "kysely";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import { metrics } from "../metrics/registry";
import { clientIp } from "../request-ip";
import type { Auth } from "./create-auth";
import type { SignInLimits } from "./sign-in-limits";

export type PasswordChangeResult =
  { ok: true } | { ok: false; reason: "wrong" } | { ok: false; reason: "locked"; until: Date };

/**
 * Changes a signed-in person's password, ending their other sessions. The current password is
 * guessed like a sign-in's (a session left open on a shared computer), so it has the same limits
 * (server/auth/sign-in-limits.ts, scope "password-change"), per account and per address, in the
 * database or Redis shared by every instance: the attempt is counted before the password is checked.
 */
export async function changeOwnPassword(
  auth: Auth,
  db: Kysely<Database>,
  limits: SignInLimits,
  staffId: string,
  passwords: { currentPassword: string; newPassword: string },
  headers: Headers,
): Promise<PasswordChangeResult> {
  const actor = `staff:${staffId}`;
  const entity = { entity: "staff", entityId: staffId } as const;
  // Bounded: the header is the client's to fill when no proxy does.
  const address = clientIp(headers).slice(0, 100);
  const reservation = await limits.reserve(staffId, address);
  if (!reservation.ok) {
    metrics().rateLimited.inc({ limiter: "password-change" });
    await writeAudit(db, { actor, action: "staff.change_password_locked", ...entity });
    return { ok: false, reason: "locked", until: reservation.until };
  }
  try {
    await auth.api.changePassword({
      body: { ...passwords, revokeOtherSessions: true },
      headers,
    });
  } catch (error) {
    if (!isAPIError(error)) {
      await limits.release(staffId, address);
      throw error;
    }
    const lock = await limits.failed(staffId, address, reservation);
    await writeAudit(db, { actor, action: "staff.change_password_failed", ...entity });
    return lock
      ? { ok: false, reason: "locked", until: lock.until }
      : { ok: false, reason: "wrong" };
  }
  await limits.passed(staffId, address);
  await writeAudit(db, { actor, action: "staff.change_password", ...entity });
  return { ok: true };
}
