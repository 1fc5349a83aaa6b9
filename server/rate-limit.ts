import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { withRedisFallback, type Limiter } from "./limits/fallback-limiter";
import { createMemoryLimiter } from "./limits/memory-limiter";
import { openRedisLink, type RedisLink } from "./limits/redis-link";

export interface RateLimitOptions {
  perIp: number;
  perContact: number;
  /** Shared limits for several app instances; memory (this process) when unset. */
  redisUrl?: string;
  /** Keeps test runs and environments apart on a shared Redis. */
  keyPrefix?: string;
}

export type RateLimitResult =
  { ok: true } | { ok: false; retryAfterSeconds: number; limiter: "ip" | "contact" };

export interface RegistrationRateLimit {
  consume(ip: string, contactKeys: string[]): Promise<RateLimitResult>;
  close(): Promise<void>;
}

/**
 * Keys each limiter holds in memory (with Redis: while Redis is down). About 180 bytes a key, so
 * at most about 18 MB for each; a launch-day hour brings far fewer distinct phone numbers and
 * emails (two keys a registration), and past the bound the oldest counts, the nearest their end,
 * are the ones forgotten.
 */
const MEMORY_MAX_KEYS = 100_000;

/** `points` per `duration` seconds per key: in Redis when linked (memory while it is away), else in memory. */
export function limiter(
  points: number,
  duration: number,
  keyPrefix: string,
  link: RedisLink | null,
): Limiter {
  const memory = createMemoryLimiter({ points, duration, maxKeys: MEMORY_MAX_KEYS });
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
      let limiter: "ip" | "contact" = "ip";
      try {
        await byIp.consume(ip);
        limiter = "contact";
        for (const key of contactKeys) await byContact.consume(key);
        return { ok: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return {
            ok: false,
            retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
            limiter,
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
