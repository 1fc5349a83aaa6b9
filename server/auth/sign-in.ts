import { isAPIError } from "better-auth/api";
import type { Kysely } from "kysely";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import { metrics } from "../metrics/registry";
import { clientIp } from "../request-ip";
import type { Auth } from "./create-auth";
import { isAccountDisabled } from "./disabled-account";
import { SIGN_IN_POLICY, type SignInLimits } from "./sign-in-limits";
import { recordSignIn } from "./staff-profile";

export type SignInResult =
  | { ok: true; userId: string }
  | { ok: false; reason: "invalid" }
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
 * account locks for a while, and an address that guesses across accounts is shut out. A disabled
 * account is refused before its password is checked, answered and counted as a wrong password, so
 * the answer never tells a guesser they found the password. The session cookie is set by
 * better-auth's Next.js plugin.
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

  const refuse = async (action: "staff.sign_in_failed" | "staff.sign_in_disabled") => {
    const lock = await limits.failed(email, address, reservation);
    await writeAudit(db, { actor: "anonymous", action, entity: "staff" });
    return lock ? locked(lock.by, lock.until) : ({ ok: false, reason: "invalid" } as const);
  };

  if (await isAccountDisabled(db, email, new Date())) {
    // The work a wrong password costs (better-auth hashes the guess for an unknown email, verifies
    // it for a known one: both one scrypt), so the refusal takes as long, and nothing is compared.
    await (await auth.$context).password.hash(credentials.password);
    return refuse("staff.sign_in_disabled");
  }

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
    // FORBIDDEN: disabled between the check above and better-auth's (the password matched, but
    // the answer must not say so); anything else is a wrong email or password.
    return refuse(error.status === "FORBIDDEN" ? "staff.sign_in_disabled" : "staff.sign_in_failed");
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
