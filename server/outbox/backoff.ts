/** After this many failures an entry is marked failed and left for staff to see. */
export const MAX_ATTEMPTS = 12;

/** Delay before attempt n+1: 30 s, 1 min, 2 min … capped at 6 hours (about two days in all). */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}
