import { APIError } from "better-auth/api";
import type { Kysely } from "kysely";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import type { Auth } from "./create-auth";
import { clearFailures, lockState, recordFailure } from "./lockout";

export type SignInResult =
  | { ok: true; userId: string }
  | { ok: false; reason: "invalid" | "disabled" }
  | { ok: false; reason: "locked"; until: Date };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Email and password sign-in with lockout: after a few wrong passwords every answer is slower, then
 * the account locks for a while. The session cookie is set by better-auth's Next.js plugin.
 */
export async function signIn(
  auth: Auth,
  db: Kysely<Database>,
  credentials: { email: string; password: string },
  headers: Headers,
): Promise<SignInResult> {
  const email = credentials.email.trim().toLowerCase();
  const state = await lockState(db, email);
  if (state.locked) {
    await writeAudit(db, { actor: `anonymous`, action: "staff.sign_in_locked", entity: "staff" });
    return { ok: false, reason: "locked", until: state.until };
  }
  if (state.delayMs) await sleep(state.delayMs);
  try {
    const result = await auth.api.signInEmail({
      body: { email, password: credentials.password },
      headers,
    });
    await clearFailures(db, email);
    await writeAudit(db, {
      actor: `staff:${result.user.id}`,
      action: "staff.sign_in",
      entity: "staff",
      entityId: result.user.id,
    });
    return { ok: true, userId: result.user.id };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    // A disabled (banned) account answers FORBIDDEN; anything else is a wrong email or password.
    if (error.status === "FORBIDDEN") {
      await writeAudit(db, {
        actor: "anonymous",
        action: "staff.sign_in_disabled",
        entity: "staff",
      });
      return { ok: false, reason: "disabled" };
    }
    const lockedUntil = await recordFailure(db, email);
    await writeAudit(db, { actor: "anonymous", action: "staff.sign_in_failed", entity: "staff" });
    return lockedUntil
      ? { ok: false, reason: "locked", until: lockedUntil }
      : { ok: false, reason: "invalid" };
  }
}
