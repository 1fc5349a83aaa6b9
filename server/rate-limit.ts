import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { withRedisFallback, type Limiter } from "./limits/fallback-limiter";
import { openRedisLink, type RedisLink } from "./limits/redis-link";

export interface RateLimitOptions {
  perIp: number;
  perContact: number;
  /** Shared limits for several app instances; memory (this process) when unset. */
  redisUrl?: string;
  /** Keeps test runs and environments apart on a shared Redis. */
  keyPrefix?: string;
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RegistrationRateLimit {
  consume(ip: string, contactKeys: string[]): Promise<RateLimitResult>;
  close(): Promise<void>;
}

function limiter(
  points: number,
  duration: number,
  keyPrefix: string,
  link: RedisLink | null,
): Limiter {
  const memory = new RateLimiterMemory({ points, duration, keyPrefix });
  if (!link) return memory;
  // If Redis is unreachable the memory limiter stands in, so an outage never blocks registrations.
  const redis = new RateLimiterRedis({
    storeClient: link.client,
    points,
    duration,
    keyPrefix,
    rejectIfRedisNotReady: true,
  });
  return withRedisFallback(link, redis, memory);
}

export function createRegistrationRateLimit(options: RateLimitOptions): RegistrationRateLimit {
  const prefix = options.keyPrefix ?? "skyhaven";
  const link = options.redisUrl
    ? openRedisLink(options.redisUrl, { name: "registration rate limits", fallback: "memory" })
    : null;
  const byIp = limiter(options.perIp, 10 * 60, `${prefix}:rl:ip`, link);
  const byContact = limiter(options.perContact, 60 * 60, `${prefix}:rl:contact`, link);

  return {
    async consume(ip, contactKeys) {
      try {
        await byIp.consume(ip);
        for (const key of contactKeys) await byContact.consume(key);
        return { ok: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return {
            ok: false,
            retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
          };
        }
        throw rejection;
      }
    },
    async close() {
      link?.close();
    },
  };
}
