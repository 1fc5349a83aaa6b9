import { RateLimiterRes } from "rate-limiter-flexible";
import type { Limiter } from "./fallback-limiter";

export interface MemoryLimiterOptions {
  /** Points a key may consume per window. */
  points: number;
  /** Window length in seconds, counted from a key's first point (a fixed window). */
  duration: number;
  /**
   * Most keys held. Past it the oldest window is forgotten first: it is the one closest to its
   * end anyway, and without a bound a flood of distinct phone numbers grows memory with no end.
   */
  maxKeys: number;
  /** Read for the time; tests move it. */
  now?: () => number;
}

interface Window {
  consumed: number;
  /** When the window ends (ms since the epoch); Infinity for a block without end. */
  endsAt: number;
}

/**
 * Counts in this process's memory, like rate-limiter-flexible's RateLimiterMemory, without its
 * timer per key. Those timers were created inside the request that counted first, and a timer
 * carries that request's AsyncLocalStorage context (Next.js's request and response objects,
 * about 35 KB a registration) until it fires: an hour for the per-contact count. 10,000
 * registrations held 340 MB of heap that way (scripts/bench/memory.ts). Here a window ends by
 * itself when it is read after its time, and ended windows are dropped as new ones are counted.
 *
 * The map keeps keys in the order their windows began (a new window moves its key to the end), so
 * with one window length the first entries are the first to end and dropping them is cheap.
 */
export function createMemoryLimiter(options: MemoryLimiterOptions): Limiter {
  const { points, maxKeys } = options;
  const durationMs = options.duration * 1000;
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  /** Drops ended windows from the front, then the oldest past `maxKeys`. */
  function prune(at: number) {
    for (const [key, window] of windows) {
      if (window.endsAt > at && windows.size <= maxKeys) break;
      windows.delete(key);
    }
  }

  function live(key: string, at: number): Window | undefined {
    const window = windows.get(key);
    if (window && window.endsAt > at) return window;
    if (window) windows.delete(key);
    return undefined;
  }

  function open(key: string, at: number, consumed: number, endsAt: number): Window {
    windows.delete(key);
    const window = { consumed, endsAt };
    windows.set(key, window);
    prune(at);
    return window;
  }

  function result(window: Window, at: number, isFirstInDuration: boolean): RateLimiterRes {
    const msBeforeNext = window.endsAt === Infinity ? -1 : window.endsAt - at;
    return new RateLimiterRes(
      Math.max(points - window.consumed, 0),
      msBeforeNext,
      window.consumed,
      isFirstInDuration,
    );
  }

  /** Adds `delta` to the key's window, opening one if none is running. */
  function add(key: string, delta: number): { window: Window; first: boolean; at: number } {
    const at = now();
    const running = live(key, at);
    if (running) {
      running.consumed += delta;
      return { window: running, first: false, at };
    }
    return { window: open(key, at, delta, at + durationMs), first: true, at };
  }

  return {
    async consume(key, pointsToConsume = 1) {
      const { window, first, at } = add(key, pointsToConsume);
      const res = result(window, at, first);
      if (window.consumed > points) throw res;
      return res;
    },
    async reward(key, pointsToReward = 1) {
      const { window, first, at } = add(key, -pointsToReward);
      return result(window, at, first);
    },
    async block(key, seconds) {
      const at = now();
      const endsAt = seconds > 0 ? at + seconds * 1000 : Infinity;
      return result(open(key, at, points + 1, endsAt), at, false);
    },
    async delete(key) {
      return windows.delete(key);
    },
    async get(key) {
      const at = now();
      const window = live(key, at);
      return window ? result(window, at, false) : null;
    },
  };
}
