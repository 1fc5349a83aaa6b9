import { isAPIError } from "better-auth/api";
import type { Kysely } from "kysely";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import { metrics } from "../metrics/registry";
import { clientIp } from "../request-ip";
import type { Auth } from "./create-auth";
import { SIGN_IN_POLICY, type SignInLimits } from "./sign-in-limits";
import { recordSignIn } from "./staff-profile";

export type SignInResult =
  | { ok: true; userId: string }
  | { ok: false; reason: "invalid" | "disabled" }
  | { ok: false; reason: "locked" | "blocked"; until: Date };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 1 s after the third wrong password in a row, 2 s after the fourth: enough to make guessing pointless. */
const slowDown = (priorFailures: number) =>
  priorFailures > SIGN_IN_POLICY.slowAfter
    ? 1000 * 2 ** (priorFailures - SIGN_IN_POLICY.slowAfter - 1)
    : 0;

const locked = (by: "account" | "address", until: Date): SignInResult => ({
  ok: false,
  reason: by === "account" ? "locked" : "blocked",
  until,
});

/**
 * Email and password sign-in with lockout (server/auth/sign-in-limits.ts): the attempt is counted
 * before the password is checked; after a few wrong passwords every answer is slower, then the
 * account locks for a while, and an address that guesses across accounts is shut out. The session
 * cookie is set by better-auth's Next.js plugin.
 */
export async function signIn(
  auth: Auth,
  db: Kysely<Database>,
  limits: SignInLimits,
  credentials: { email: string; password: string },
  headers: Headers,
): Promise<SignInResult> {
  const email = credentials.email.trim().toLowerCase();
  // Bounded: the header is the client's to fill when no proxy does.
  const address = clientIp(headers).slice(0, 100);
  const reservation = await limits.reserve(email, address);
  if (!reservation.ok) {
    metrics().rateLimited.inc({ limiter: "sign-in" });
    await writeAudit(db, {
      actor: "anonymous",
      action: "staff.sign_in_locked",
      entity: "staff",
      details: { lockedBy: reservation.by },
    });
    return locked(reservation.by, reservation.until);
  }
  const delay = slowDown(reservation.priorFailures);
  if (delay) await sleep(delay);

  let userId: string;
  try {
    const result = await auth.api.signInEmail({
      body: { email, password: credentials.password },
      headers,
    });
    userId = result.user.id;
  } catch (error) {
    // Not `instanceof`: in the production build it missed better-auth's error (a wrong password
    // answered 500); isAPIError also goes by the error's name.
    if (!isAPIError(error)) {
      await limits.release(email, address);
      throw error;
    }
    // A disabled (banned) account answers FORBIDDEN, after the password matched; anything else is
    // a wrong email or password.
    if (error.status === "FORBIDDEN") {
      await limits.passed(email, address);
      await writeAudit(db, {
        actor: "anonymous",
        action: "staff.sign_in_disabled",
        entity: "staff",
      });
      return { ok: false, reason: "disabled" };
    }
    const lock = await limits.failed(email, address, reservation);
    await writeAudit(db, { actor: "anonymous", action: "staff.sign_in_failed", entity: "staff" });
    return lock ? locked(lock.by, lock.until) : { ok: false, reason: "invalid" };
  }
  await limits.passed(email, address);
  await recordSignIn(db, userId, new Date());
  await writeAudit(db, {
    actor: `staff:${userId}`,
    action: "staff.sign_in",
    entity: "staff",
    entityId: userId,
  });
  return { ok: true, userId };
}
