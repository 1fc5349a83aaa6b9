import "server-only";
import { env } from "../env";
import { createRegistrationRateLimit, type RegistrationRateLimit } from "../rate-limit";

const globalForLimit = globalThis as typeof globalThis & {
  skyhavenRateLimit?: RegistrationRateLimit;
};

/** One set of counters per server process (or one shared in Redis when REDIS_URL is set). */
export function getRegistrationRateLimit(): RegistrationRateLimit {
  globalForLimit.skyhavenRateLimit ??= createRegistrationRateLimit({
    perIp: env.RATE_LIMIT_PER_IP,
    perContact: env.RATE_LIMIT_PER_CONTACT,
    redisUrl: env.REDIS_URL,
    keyPrefix: env.REDIS_KEY_PREFIX,
  });
  return globalForLimit.skyhavenRateLimit;
}
