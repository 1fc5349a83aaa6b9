import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Connection } from "../db/connect";
import { databaseLimiter } from "../limits/database-limiter";
import { withRedisFallback, type Limiter } from "../limits/fallback-limiter";
import { openRedisLink, type RedisLink } from "../limits/redis-link";

/** Wrong passwords allowed before sign-in slows down, locks the account, or shuts out an address. */
export const SIGN_IN_POLICY = {
  slowAfter: 2,
  /** Per account (email), counted for an hour from the first wrong password. */
  lockAfter: 5,
  lockMinutes: 15,
  /** Per client address, across any accounts: guessing to lock staff out costs the guesser. */
  addressLockAfter: 15,
  addressLockMinutes: 60,
  windowMinutes: 60,
} as const;

export type LockedBy = "account" | "address";

export type Reservation =
  | { ok: true; priorFailures: number; lastAccountPoint: boolean; lastAddressPoint: boolean }
  | { ok: false; by: LockedBy; until: Date };

/**
 * Consecutive-failure limits (rate-limiter-flexible's "login endpoint protection"), with the point
 * taken before the password is checked: a burst of any size gets at most `lockAfter` checks.
 */
export interface SignInLimits {
  /** Takes one attempt from the address, then from the account; refused when either is locked. */
  reserve(email: string, address: string): Promise<Reservation>;
  /** The password was right: the account starts afresh, the address gets its point back. */
  passed(email: string, address: string): Promise<void>;
  /** The password was wrong: the points stay. Returns the lock this failure started, if any. */
  failed(
    email: string,
    address: string,
    reservation: Extract<Reservation, { ok: true }>,
  ): Promise<{ by: LockedBy; until: Date } | null>;
  /** Nothing was checked (an error on the way): both points go back. */
  release(email: string, address: string): Promise<void>;
  /** An admin set a new password: the account's lock and count end (its email, or id for "password-change"). */
  unlock(account: string): Promise<void>;
  close(): void;
}

export interface SignInLimitOptions {
  /** The app's database: the counts live in it, or stand in there while Redis is down. */
  connection: Connection;
  /** Counts in Redis instead, shared with other app instances. */
  redisUrl?: string;
  /** Keeps environments and test runs apart in a shared Redis. */
  keyPrefix?: string;
  /**
   * What is guessed: the password at sign-in (by email), or the current password a signed-in
   * person must give to change it (by staff id). Each counts apart, under its own keys.
   */
  scope?: "signin" | "password-change";
}

const minutes = (n: number) => n * 60;

type Attempt = { ok: true; res: RateLimiterRes } | { ok: false; until: Date };

async function attempt(limiter: Limiter, key: string, lockMinutes: number): Promise<Attempt> {
  try {
    return { ok: true, res: await limiter.consume(key) };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    // In a burst, refusals can come before the lock is written and see the hour's count expiring;
    // the lock itself, written moments later, lasts `lockMinutes`.
    const ms = Math.min(rejection.msBeforeNext, lockMinutes * 60_000);
    return { ok: false, until: new Date(Date.now() + ms) };
  }
}

export function createSignInLimits(options: SignInLimitOptions): SignInLimits {
  const prefix = options.keyPrefix ?? "skyhaven";
  const scope = options.scope ?? "signin";
  const link: RedisLink | null = options.redisUrl
    ? openRedisLink(options.redisUrl, { name: "sign-in limits", fallback: "the database" })
    : null;

  function limiter(name: string, points: number, lockMinutes: number): Limiter {
    const settings = {
      keyPrefix: `${prefix}:${scope}:${name}`,
      points,
      duration: minutes(SIGN_IN_POLICY.windowMinutes),
      blockDuration: minutes(lockMinutes),
    };
    const database = databaseLimiter(options.connection, settings);
    if (!link) return database;
    const redis = new RateLimiterRedis({
      ...settings,
      storeClient: link.client,
      rejectIfRedisNotReady: true,
    });
    return withRedisFallback(link, redis, database);
  }

  const account = limiter("account", SIGN_IN_POLICY.lockAfter, SIGN_IN_POLICY.lockMinutes);
  const address = limiter(
    "address",
    SIGN_IN_POLICY.addressLockAfter,
    SIGN_IN_POLICY.addressLockMinutes,
  );

  return {
    async reserve(email, ip) {
      const byAddress = await attempt(address, ip, SIGN_IN_POLICY.addressLockMinutes);
      // A shut-out address no longer counts against the accounts it tries.
      if (!byAddress.ok) return { ok: false, by: "address", until: byAddress.until };
      const byAccount = await attempt(account, email, SIGN_IN_POLICY.lockMinutes);
      if (!byAccount.ok) {
        // Nothing is checked against a locked account, so it costs the address nothing: a colleague
        // retrying from the office must not shut the office out.
        await address.reward(ip);
        return { ok: false, by: "account", until: byAccount.until };
      }
      return {
        ok: true,
        priorFailures: byAccount.res.consumedPoints - 1,
        lastAccountPoint: byAccount.res.remainingPoints === 0,
        lastAddressPoint: byAddress.res.remainingPoints === 0,
      };
    },

    async passed(email, ip) {
      await Promise.all([account.delete(email), address.reward(ip)]);
    },

    async failed(email, ip, reservation) {
      // The failure that used the last point locks now, not at the next attempt, so the lock
      // ends `lockMinutes` after the last wrong password.
      const [accountLock, addressLock] = await Promise.all([
        reservation.lastAccountPoint
          ? account.block(email, minutes(SIGN_IN_POLICY.lockMinutes))
          : null,
        reservation.lastAddressPoint
          ? address.block(ip, minutes(SIGN_IN_POLICY.addressLockMinutes))
          : null,
      ]);
      const lock = accountLock ?? addressLock;
      if (!lock) return null;
      return {
        by: accountLock ? "account" : "address",
        until: new Date(Date.now() + lock.msBeforeNext),
      };
    },

    async release(email, ip) {
      await Promise.all([account.reward(email), address.reward(ip)]);
    },

    async unlock(key) {
      await account.delete(key.trim().toLowerCase());
    },

    close() {
      link?.close();
    },
  };
}
