import { createServer, type AddressInfo, type Socket } from "node:net";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from "rate-limiter-flexible";
import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "../log";
import { withRedisFallback, type Limiter } from "./fallback-limiter";
import { openRedisLink, type RedisLink } from "./redis-link";

const links: RedisLink[] = [];

afterEach(() => {
  links.splice(0).forEach((link) => link.close());
  vi.restoreAllMocks();
});

/** A Redis limiter whose server can be switched off and on. */
function switchableRedis(points: number) {
  const store = new RateLimiterMemory({ points, duration: 60 });
  const state = { up: true };
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      state.up ? call(...args) : Promise.reject(new Error("Connection is closed."));
  const limiter: Limiter = {
    consume: guard((key: string, n?: number) => store.consume(key, n)),
    reward: guard((key: string, n?: number) => store.reward(key, n)),
    block: guard((key: string, seconds: number) => store.block(key, seconds)),
    delete: guard((key: string) => store.delete(key)),
    get: guard((key: string) => store.get(key)),
  };
  return { limiter, state };
}

const outcome = (promise: Promise<RateLimiterRes>) =>
  promise.then(
    () => "allowed",
    () => "refused",
  );

describe("withRedisFallback", () => {
  it("falls back while Redis fails and logs the outage and the recovery once each", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const info = vi.spyOn(log, "info").mockImplementation(() => undefined);
    // Nothing listens on port 1: the link settles at once, refused.
    const link = openRedisLink("redis://127.0.0.1:1", { name: "test limits", fallback: "memory" });
    links.push(link);
    const redis = switchableRedis(3);
    const limiter = withRedisFallback(
      link,
      redis.limiter,
      new RateLimiterMemory({ points: 2, duration: 60 }),
    );

    const up = [];
    for (let i = 0; i < 4; i++) up.push(await outcome(limiter.consume("a")));
    redis.state.up = false;
    const down = [];
    for (let i = 0; i < 10; i++) down.push(await outcome(limiter.consume("b")));
    redis.state.up = true;
    const back = [];
    for (let i = 0; i < 10; i++) back.push(await outcome(limiter.consume("c")));

    expect(up).toEqual(["allowed", "allowed", "allowed", "refused"]);
    expect(down).toEqual(["allowed", "allowed", ...Array<string>(8).fill("refused")]);
    expect(back.filter((o) => o === "allowed")).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toEqual({ limits: "test limits" });
  });

  it("waits for the first connection no longer than the bound when Redis never answers", async () => {
    // Accepts the connection and never replies, so the link never becomes ready.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const link = openRedisLink(`redis://127.0.0.1:${port}`, {
        name: "test limits",
        fallback: "memory",
        connectWaitMs: 300,
      });
      links.push(link);
      const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
      const redis = new RateLimiterRedis({
        storeClient: link.client,
        points: 1,
        duration: 60,
        rejectIfRedisNotReady: true,
      });
      const limiter = withRedisFallback(
        link,
        redis,
        new RateLimiterMemory({ points: 1, duration: 60 }),
      );
      const started = Date.now();

      const results = [await outcome(limiter.consume("a")), await outcome(limiter.consume("a"))];

      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(1_500);
      expect(results).toEqual(["allowed", "refused"]);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      links.splice(0).forEach((link) => link.close());
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
