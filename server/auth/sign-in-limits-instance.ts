import "server-only";
import { getConnection } from "../db/client";
import { env } from "../env";
import { createSignInLimits, type SignInLimits } from "./sign-in-limits";

const globalForLimits = globalThis as typeof globalThis & { skyhavenSignInLimits?: SignInLimits };

/** One set of sign-in limits per server process, counting in the database or in Redis. */
export function getSignInLimits(): SignInLimits {
  globalForLimits.skyhavenSignInLimits ??= createSignInLimits({
    connection: getConnection(),
    redisUrl: env.REDIS_URL,
    keyPrefix: env.REDIS_KEY_PREFIX,
  });
  return globalForLimits.skyhavenSignInLimits;
}
