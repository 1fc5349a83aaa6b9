import "server-only";
import { env } from "../env";
import { createLookupLimits, LOOKUP_POLICY, type LookupLimits } from "./lookup-limits";

const globalForLimits = globalThis as typeof globalThis & { skyhavenLookupLimits?: LookupLimits };

/** One set of "find my number" limits per server process, or shared in Redis when REDIS_URL is set. */
export function getLookupLimits(): LookupLimits {
  globalForLimits.skyhavenLookupLimits ??= createLookupLimits({
    redisUrl: env.REDIS_URL,
    keyPrefix: env.REDIS_KEY_PREFIX,
    policy: { ...LOOKUP_POLICY, perAddress: env.BALLOT_LOOKUP_PER_ADDRESS },
  });
  return globalForLimits.skyhavenLookupLimits;
}
