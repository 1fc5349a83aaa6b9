import { RateLimiterRes } from "rate-limiter-flexible";
import type { RedisLink } from "../limits/redis-link";
import { openRedisLink } from "../limits/redis-link";
import { limiter } from "../rate-limit";

export interface LookupPolicy {
  perAddress: number;
  addressMinutes: number;
  perReference: number;
  referenceMinutes: number;
}

/** Wrong guesses allowed at "find my number" before the form asks the guesser to wait. */
export const LOOKUP_POLICY: LookupPolicy = {
  /** Per client address, any references: a buyer mistyping has plenty; a guesser does not. */
  perAddress: 10,
  addressMinutes: 15,
  /** Per reference, from any addresses: four digits are 10,000 guesses, this makes them years. */
  perReference: 5,
  referenceMinutes: 60,
};

export type Reservation = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface LookupLimits {
  /** Takes a try from the address, then from the reference (when it has the shape of one). */
  reserve(address: string, reference: string | null): Promise<Reservation>;
  /** The answer was right: both tries go back. */
  passed(address: string, reference: string | null): Promise<void>;
  close(): void;
}

export interface LookupLimitOptions {
  /** Counts in Redis, shared by every instance; in this process's memory when unset. */
  redisUrl?: string;
  keyPrefix?: string;
  policy?: LookupPolicy;
}

const refused = (rejection: unknown): Reservation => {
  if (!(rejection instanceof RateLimiterRes)) throw rejection;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
};

export function createLookupLimits(options: LookupLimitOptions = {}): LookupLimits {
  const policy = options.policy ?? LOOKUP_POLICY;
  const prefix = options.keyPrefix ?? "skyhaven";
  const link: RedisLink | null = options.redisUrl
    ? openRedisLink(options.redisUrl, { name: "ballot lookup limits", fallback: "memory" })
    : null;
  const byAddress = limiter(
    policy.perAddress,
    policy.addressMinutes * 60,
    `${prefix}:ballot:address`,
    link,
  );
  const byReference = limiter(
    policy.perReference,
    policy.referenceMinutes * 60,
    `${prefix}:ballot:reference`,
    link,
  );
  return {
    async reserve(address, reference) {
      try {
        await byAddress.consume(address);
      } catch (rejection) {
        return refused(rejection);
      }
      if (!reference) return { ok: true };
      try {
        await byReference.consume(reference);
        return { ok: true };
      } catch (rejection) {
        // Nothing is checked against a shut reference, so it costs the address nothing.
        await byAddress.reward(address);
        return refused(rejection);
      }
    },
    async passed(address, reference) {
      await byAddress.reward(address);
      if (reference) await byReference.reward(reference);
    },
    close() {
      link?.close();
    },
  };
}
