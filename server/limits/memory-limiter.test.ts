import { AsyncLocalStorage } from "node:async_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { RateLimiterRes } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";
import { createMemoryLimiter } from "./memory-limiter";

/** A clock the test moves. */
function clock(start = 1_000_000) {
  const state = { now: start };
  return { now: () => state.now, advance: (ms: number) => void (state.now += ms) };
}

const outcome = (promise: Promise<RateLimiterRes>) =>
  promise.then(
    (res) => ({ allowed: true, res }),
    (res: unknown) => {
      if (!(res instanceof RateLimiterRes)) throw res;
      return { allowed: false, res };
    },
  );

describe("createMemoryLimiter", () => {
  it("allows `points` per window, refuses until the window ends, then counts afresh", async () => {
    const time = clock();
    const limiter = createMemoryLimiter({ points: 2, duration: 60, maxKeys: 10, now: time.now });

    const first = await outcome(limiter.consume("+60123456789"));
    await outcome(limiter.consume("+60123456789"));
    time.advance(20_000);
    const third = await outcome(limiter.consume("+60123456789"));
    time.advance(39_999);
    const lastMoment = await outcome(limiter.consume("+60123456789"));
    time.advance(1);
    const nextWindow = await outcome(limiter.consume("+60123456789"));

    expect(first).toMatchObject({ allowed: true, res: { remainingPoints: 1 } });
    expect(first.res.isFirstInDuration).toBe(true);
    expect(third).toMatchObject({ allowed: false, res: { msBeforeNext: 40_000 } });
    expect(lastMoment).toMatchObject({ allowed: false, res: { msBeforeNext: 1 } });
    expect(nextWindow).toMatchObject({ allowed: true, res: { consumedPoints: 1 } });
    expect(nextWindow.res.isFirstInDuration).toBe(true);
  });

  it("keeps each key's count apart", async () => {
    const limiter = createMemoryLimiter({ points: 1, duration: 60, maxKeys: 10 });

    await limiter.consume("a@example.com");

    expect((await outcome(limiter.consume("a@example.com"))).allowed).toBe(false);
    expect((await outcome(limiter.consume("b@example.com"))).allowed).toBe(true);
  });

  it("forgets the oldest window first when it holds maxKeys keys", async () => {
    const time = clock();
    const limiter = createMemoryLimiter({ points: 1, duration: 3600, maxKeys: 3, now: time.now });

    for (const key of ["a", "b", "c"]) {
      await limiter.consume(key);
      time.advance(1000);
    }
    await limiter.consume("d");

    expect(await limiter.get("a")).toBeNull();
    for (const key of ["b", "c", "d"])
      expect((await outcome(limiter.consume(key))).allowed).toBe(false);
  });

  it("drops ended windows, so keys whose time is over do not count against maxKeys", async () => {
    const time = clock();
    const limiter = createMemoryLimiter({ points: 1, duration: 60, maxKeys: 2, now: time.now });

    await limiter.consume("old-1");
    await limiter.consume("old-2");
    time.advance(60_000);
    await limiter.consume("new-1");
    time.advance(1000);
    await limiter.consume("new-2");

    expect((await outcome(limiter.consume("new-1"))).allowed).toBe(false);
    expect((await outcome(limiter.consume("new-2"))).allowed).toBe(false);
    expect(await limiter.get("old-1")).toBeNull();
  });

  it("gives a point back on reward, refuses a blocked key until the block ends, and deletes", async () => {
    const time = clock();
    const limiter = createMemoryLimiter({ points: 1, duration: 60, maxKeys: 10, now: time.now });

    await limiter.consume("k");
    await limiter.reward("k");
    const afterReward = await outcome(limiter.consume("k"));
    await limiter.block("k", 300);
    time.advance(120_000);
    const blocked = await outcome(limiter.consume("k"));
    time.advance(180_000);
    const afterBlock = await outcome(limiter.consume("k"));
    await limiter.delete("k");

    expect(afterReward.allowed).toBe(true);
    expect(blocked).toMatchObject({ allowed: false, res: { msBeforeNext: 180_000 } });
    expect(afterBlock.allowed).toBe(true);
    expect(await limiter.get("k")).toBeNull();
  });

  it("does not keep alive the request context (AsyncLocalStorage) in which a key was counted", async () => {
    // The regression: rate-limiter-flexible's memory store set an hour's timer per key inside the
    // request, and the timer held Next.js's request context (and response) for that hour.
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const requestContext = new AsyncLocalStorage<{ response: Uint8Array }>();
    const limiter = createMemoryLimiter({ points: 5, duration: 3600, maxKeys: 100 });
    const contexts: WeakRef<object>[] = [];
    // In a function of its own, so the test's frame holds no request context itself.
    const request = (contact: string) => {
      const store = { response: new Uint8Array(1024) };
      contexts.push(new WeakRef(store));
      return requestContext.run(store, () => limiter.consume(contact));
    };

    for (let i = 0; i < 5; i++) await request(`+6012000000${i}`);
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      gc();
    }

    expect(contexts.filter((context) => context.deref() !== undefined)).toHaveLength(0);
    expect((await limiter.get("+60120000000"))?.consumedPoints).toBe(1);
  });
});
