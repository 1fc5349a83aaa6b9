import { RateLimiterRes } from "rate-limiter-flexible";
import { openRedisLink } from "../limits/redis-link";
import { limiter } from "../rate-limit";

export interface TouchRateLimit {
  /** Whether one more tap from this address is recorded. */
  allow(ip: string): Promise<boolean>;
  close(): void;
}

/**
 * Taps recorded per client address per 10 minutes, like registrations: a script hammering the
 * WhatsApp link must not inflate the counts. Over the limit the visitor still gets their chat;
 * the tap is just not stored.
 */
export function createTouchRateLimit(options: {
  perIp: number;
  redisUrl?: string;
  keyPrefix?: string;
}): TouchRateLimit {
  const link = options.redisUrl
    ? openRedisLink(options.redisUrl, { name: "touch rate limits", fallback: "memory" })
    : null;
  const byIp = limiter(options.perIp, 10 * 60, `${options.keyPrefix ?? "skyhaven"}:rl:touch`, link);
  return {
    async allow(ip) {
      try {
        await byIp.consume(ip);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
    close() {
      link?.close();
    },
  };
}
