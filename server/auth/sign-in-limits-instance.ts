import "server-only";
import { getConnection } from "../db/client";
import { env } from "../env";
import { createSignInLimits, type SignInLimits } from "./sign-in-limits";

const globalForLimits = globalThis as typeof globalThis & {
  skyhavenSignInLimits?: SignInLimits;
  skyhavenPasswordChangeLimits?: SignInLimits;
};

/** One set of sign-in limits per server process, counting in the database or in Redis. */
export function getSignInLimits(): SignInLimits {
  globalForLimits.skyhavenSignInLimits ??= createSignInLimits({
    connection: getConnection(),
    redisUrl: env.REDIS_URL,
    keyPrefix: env.REDIS_KEY_PREFIX,
  });
  return globalForLimits.skyhavenSignInLimits;
}

/** The same limits on the current password a signed-in person gives to change it. */
export function getPasswordChangeLimits(): SignInLimits {
  globalForLimits.skyhavenPasswordChangeLimits ??= createSignInLimits({
    connection: getConnection(),
    redisUrl: env.REDIS_URL,
    keyPrefix: env.REDIS_KEY_PREFIX,
    scope: "password-change",
  });
  return globalForLimits.skyhavenPasswordChangeLimits;
}
