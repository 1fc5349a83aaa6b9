/**
 * How a keyed post is sent again when no answer came back from the site: a connection that
 * failed, or the proxy's 502/503 while an instance died. Only for posts the server recognises as
 * repeats (a registration's or booking's key): a repeat is answered with what was stored, so the
 * buyer never sees the error and nothing is made twice.
 */
export interface ResendOptions {
  /** Waits before each new attempt, in ms; their number bounds the attempts (default 3 more). */
  delaysMs?: readonly number[];
  /** An error that must reach the caller at once (a redirect, a navigation). */
  isFinal?: (error: unknown) => boolean;
  /** Between 0.8 and 1.2 of each delay, so clients cut off together do not come back together. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Half a second, then one, then two: an instance that died is out of rotation within one. */
export const RESEND_DELAYS_MS = [500, 1000, 2000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `send` until it resolves, at most once more per delay; the last error is thrown. */
export async function resend<T>(
  send: () => Promise<T>,
  {
    delaysMs = RESEND_DELAYS_MS,
    isFinal = () => false,
    random = Math.random,
    sleep = wait,
  }: ResendOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || isFinal(error)) throw error;
      await sleep(Math.round(delay * (0.8 + 0.4 * random())));
    }
  }
}
