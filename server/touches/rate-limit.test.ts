import { describe, expect, it } from "vitest";
import { createTouchRateLimit } from "./rate-limit";

describe("the limit on recorded taps", () => {
  it("records perIp taps from one address, then no more from it, while others still count", async () => {
    const limit = createTouchRateLimit({ perIp: 3, keyPrefix: `test-${Date.now()}` });
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limit.allow("203.0.113.9"));
    expect(results).toEqual([true, true, true, false, false]);
    expect(await limit.allow("203.0.113.10")).toBe(true);
    limit.close();
  });
});
