import { RateLimiterRes } from "rate-limiter-flexible";
import type { RedisLink } from "./redis-link";

/** The operations the site's limits use; every rate-limiter-flexible limiter has them. */
export interface Limiter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  block(key: string, seconds: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
  get(key: string): Promise<RateLimiterRes | null>;
}

/**
 * Counts in Redis and, when Redis fails, in `fallback`, so an outage never blocks a registration or
 * a sign-in. rate-limiter-flexible's own insuranceLimiter does the same silently; this wrapper
 * also waits for the first connection and tells the link, which logs an outage once.
 */
export function withRedisFallback(link: RedisLink, redis: Limiter, fallback: Limiter): Limiter {
  async function run<T>(operation: (limiter: Limiter) => Promise<T>): Promise<T> {
    await link.settled;
    try {
      const result = await operation(redis);
      link.report(true);
      return result;
    } catch (error) {
      // A refusal is Redis answering: the limit is reached.
      if (error instanceof RateLimiterRes) {
        link.report(true);
        throw error;
      }
      link.report(false, error);
      return operation(fallback);
    }
  }
  return {
    consume: (key, points = 1) => run((limiter) => limiter.consume(key, points)),
    reward: (key, points = 1) => run((limiter) => limiter.reward(key, points)),
    block: (key, seconds) => run((limiter) => limiter.block(key, seconds)),
    delete: (key) => run((limiter) => limiter.delete(key)),
    get: (key) => run((limiter) => limiter.get(key)),
  };
}
