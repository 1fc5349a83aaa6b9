import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

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
  redis: Redis | null,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points, duration, keyPrefix });
  // If Redis is unreachable the memory limiter stands in, so an outage never blocks registrations.
  return redis
    ? new RateLimiterRedis({
        storeClient: redis,
        points,
        duration,
        keyPrefix,
        insuranceLimiter: memory,
        rejectIfRedisNotReady: true,
      })
    : memory;
}

export function createRegistrationRateLimit(options: RateLimitOptions): RegistrationRateLimit {
  const prefix = options.keyPrefix ?? "skyhaven";
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : null;
  redis?.on("error", () => undefined);
  const byIp = limiter(options.perIp, 10 * 60, `${prefix}:rl:ip`, redis);
  const byContact = limiter(options.perContact, 60 * 60, `${prefix}:rl:contact`, redis);

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
      redis?.disconnect();
    },
  };
}
