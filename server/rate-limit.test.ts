import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { log } from "./log";
import {
  createRegistrationRateLimit,
  type RateLimitOptions,
  type RateLimitResult,
  type RegistrationRateLimit,
} from "./rate-limit";

const redisUrl = process.env.TEST_REDIS_URL;

/** The limiters a test opened, closed after it. */
const opened: RegistrationRateLimit[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((limit) => limit.close()));
});

function open(options: RateLimitOptions): RegistrationRateLimit {
  const limit = createRegistrationRateLimit(options);
  opened.push(limit);
  return limit;
}

/** Consumes `times` registrations from `ip` for `contacts`; returns every answer. */
async function consumeTimes(
  limit: RegistrationRateLimit,
  times: number,
  ip: (i: number) => string,
  contacts: (i: number) => string[],
): Promise<RateLimitResult[]> {
  const results: RateLimitResult[] = [];
  for (let i = 0; i < times; i++) results.push(await limit.consume(ip(i), contacts(i)));
  return results;
}

const ok: RateLimitResult = { ok: true };

/** The limit cases, run against memory and, when TEST_REDIS_URL is set, against Redis. */
function limitCases(make: (perIp: number, perContact: number) => Promise<RegistrationRateLimit>) {
  it("allows perIp registrations from one address, then refuses with a positive retry delay", async () => {
    const limit = await make(3, 100);

    const results = await consumeTimes(
      limit,
      4,
      () => "203.0.113.7",
      (i) => [`+6012345678${i}`],
    );

    expect(results.slice(0, 3)).toEqual([ok, ok, ok]);
    const refused = results[3];
    expect(refused?.ok).toBe(false);
    if (refused && !refused.ok) {
      // Named for skyhaven_rate_limited_requests_total.
      expect(refused.limiter).toBe("ip");
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
    }
  });

  it("does not let one address's registrations count against another address", async () => {
    const limit = await make(2, 100);

    await consumeTimes(
      limit,
      3,
      () => "203.0.113.7",
      (i) => [`a${i}@example.com`],
    );

    expect(await limit.consume("203.0.113.8", ["b@example.com"])).toEqual(ok);
    expect(await limit.consume("203.0.113.8", ["c@example.com"])).toEqual(ok);
    expect((await limit.consume("203.0.113.7", ["d@example.com"])).ok).toBe(false);
  });

  it("refuses a sixth registration for the same contact from different addresses", async () => {
    const limit = await make(100, 5);
    const contacts = () => ["+60123456789", "ahkow@gmail.com"];

    const results = await consumeTimes(limit, 6, (i) => `198.51.100.${i + 1}`, contacts);

    expect(results.slice(0, 5)).toEqual([ok, ok, ok, ok, ok]);
    const refused = results[5];
    expect(refused?.ok).toBe(false);
    if (refused && !refused.ok) {
      expect(refused.limiter).toBe("contact");
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    }
    // Another person from the same addresses is still welcome.
    expect(await limit.consume("198.51.100.1", ["+6591234567", "other@example.com"])).toEqual(ok);
  });

  it("limits a person by either key: the same email with a new number is refused too", async () => {
    const limit = await make(100, 2);

    await consumeTimes(
      limit,
      2,
      (i) => `192.0.2.${i + 1}`,
      (i) => [`+601234567${i}0`, "a@x.com"],
    );

    expect((await limit.consume("192.0.2.9", ["+6599999999", "a@x.com"])).ok).toBe(false);
  });
}

describe("createRegistrationRateLimit in memory", () => {
  limitCases(async (perIp, perContact) => open({ perIp, perContact }));

  it("keeps separate counts for separate instances, as separate processes would", async () => {
    const a = open({ perIp: 1, perContact: 100 });
    const b = open({ perIp: 1, perContact: 100 });

    expect(await a.consume("203.0.113.7", [])).toEqual(ok);
    expect(await b.consume("203.0.113.7", [])).toEqual(ok);
    expect((await a.consume("203.0.113.7", [])).ok).toBe(false);
  });
});

describe("createRegistrationRateLimit with Redis unreachable", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("limits from memory from the first request, and logs the outage once", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const limit = open({ perIp: 60, perContact: 1000, redisUrl: "redis://127.0.0.1:1" });

    const results = await Promise.all(
      Array.from({ length: 100 }, () => limit.consume("203.0.113.7", [])),
    );
    const later = await consumeTimes(
      limit,
      20,
      (i) => `198.51.100.${i + 1}`,
      () => [],
    );

    expect(results.filter((r) => r.ok)).toHaveLength(60);
    expect(later.every((r) => r.ok)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({
      limits: "registration rate limits",
      fallback: "memory",
    });
  });

  it("still answers, with the memory limiter standing in, and never throws", async () => {
    const limit = open({ perIp: 2, perContact: 100, redisUrl: "redis://127.0.0.1:1" });

    const results = await consumeTimes(
      limit,
      3,
      () => "203.0.113.7",
      (i) => [`k${i}`],
    );

    expect(results.slice(0, 2)).toEqual([ok, ok]);
    expect(results[2]?.ok).toBe(false);
  });

  it("closes without throwing", async () => {
    const limit = createRegistrationRateLimit({
      perIp: 1,
      perContact: 1,
      redisUrl: "redis://127.0.0.1:1",
    });
    await expect(limit.consume("203.0.113.7", ["a"])).resolves.toEqual(ok);
    await expect(limit.close()).resolves.toBeUndefined();
  });
});

describe.skipIf(!redisUrl)("createRegistrationRateLimit with Redis", () => {
  // One prefix per run keeps parallel runs apart; every key under it is deleted afterwards.
  const prefix = `test:${randomBytes(8).toString("hex")}`;
  let admin: Redis;
  let counter = 0;

  beforeAll(() => {
    admin = new Redis(redisUrl ?? "", { lazyConnect: false });
  });

  async function deleteKeys(pattern: string): Promise<void> {
    const stream = admin.scanStream({ match: pattern, count: 100 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length) await admin.del(...keys);
    }
  }

  afterAll(async () => {
    await deleteKeys(`${prefix}:*`);
    admin.disconnect();
  });

  // No waiting here: the limiter itself waits for its connection before its first decision.
  const openOnRedis = async (options: Omit<RateLimitOptions, "redisUrl">) =>
    open({ ...options, redisUrl });

  const testPrefix = () => `${prefix}:${++counter}`;

  limitCases((perIp, perContact) => openOnRedis({ perIp, perContact, keyPrefix: testPrefix() }));

  it("stores its counts in Redis under the key prefix", async () => {
    const keyPrefix = testPrefix();
    const limit = await openOnRedis({ perIp: 5, perContact: 5, keyPrefix });

    await limit.consume("203.0.113.7", ["+60123456789"]);

    expect(await admin.get(`${keyPrefix}:rl:ip:203.0.113.7`)).toBe("1");
    expect(await admin.get(`${keyPrefix}:rl:contact:+60123456789`)).toBe("1");
    const ttl = await admin.pttl(`${keyPrefix}:rl:contact:+60123456789`);
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it("shares counts between two instances with the same prefix, as two app instances would", async () => {
    const keyPrefix = testPrefix();
    const a = await openOnRedis({ perIp: 3, perContact: 100, keyPrefix });
    const b = await openOnRedis({ perIp: 3, perContact: 100, keyPrefix });

    expect(await a.consume("203.0.113.7", [])).toEqual(ok);
    expect(await b.consume("203.0.113.7", [])).toEqual(ok);
    expect(await a.consume("203.0.113.7", [])).toEqual(ok);
    expect((await b.consume("203.0.113.7", [])).ok).toBe(false);
    expect((await a.consume("203.0.113.7", [])).ok).toBe(false);
  });

  it("shares the per-contact count between instances too", async () => {
    const keyPrefix = testPrefix();
    const a = await openOnRedis({ perIp: 100, perContact: 2, keyPrefix });
    const b = await openOnRedis({ perIp: 100, perContact: 2, keyPrefix });

    expect(await a.consume("192.0.2.1", ["+60123456789"])).toEqual(ok);
    expect(await b.consume("192.0.2.2", ["+60123456789"])).toEqual(ok);
    expect((await a.consume("192.0.2.3", ["+60123456789"])).ok).toBe(false);
  });

  it("counts 100 requests sent the moment it is created in Redis: exactly 60 of 100 pass a limit of 60", async () => {
    const keyPrefix = testPrefix();
    const limit = open({ perIp: 60, perContact: 1000, redisUrl, keyPrefix });

    const results = await Promise.all(
      Array.from({ length: 100 }, () => limit.consume("203.0.113.7", [])),
    );

    expect(results.filter((r) => r.ok)).toHaveLength(60);
    // Every one of them was counted in Redis, none in this process's memory.
    expect(await admin.get(`${keyPrefix}:rl:ip:203.0.113.7`)).toBe("100");
  });

  it("keeps instances with different prefixes apart", async () => {
    const a = await openOnRedis({ perIp: 1, perContact: 100, keyPrefix: testPrefix() });
    const b = await openOnRedis({ perIp: 1, perContact: 100, keyPrefix: testPrefix() });

    expect(await a.consume("203.0.113.7", [])).toEqual(ok);
    expect(await b.consume("203.0.113.7", [])).toEqual(ok);
  });
});
