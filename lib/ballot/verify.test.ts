import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkDraw, entriesHash, orderFromSeed, seedHash, sortReferences } from "./verify";

const seed = "9f".repeat(32);
const references = ["K7Q2M9", "A2B3C4", "Z9Y8X7", "M4N5P6", "22222A"];

describe("the draw's arithmetic", () => {
  it("hashes the references sorted ascending and joined by newlines, whatever order they come in", () => {
    const expected = createHash("sha256")
      .update("22222A\nA2B3C4\nK7Q2M9\nM4N5P6\nZ9Y8X7")
      .digest("hex");
    expect(entriesHash(references)).toBe(expected);
    expect(entriesHash([...references].reverse())).toBe(expected);
    expect(sortReferences(references)).toEqual(["22222A", "A2B3C4", "K7Q2M9", "M4N5P6", "Z9Y8X7"]);
  });

  it("hashes the seed's 32 bytes, not its hex text", () => {
    const bytes = Buffer.from(seed, "hex");
    expect(seedHash(seed)).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(seedHash(seed)).not.toBe(createHash("sha256").update(seed).digest("hex"));
    expect(() => seedHash("xyz")).toThrow();
  });

  it("orders by hex HMAC-SHA256 of each reference under the seed bytes, ascending", () => {
    const key = (reference: string) =>
      createHmac("sha256", Buffer.from(seed, "hex")).update(reference).digest("hex");
    const expected = [...references].sort((a, b) => key(a).localeCompare(key(b)));
    expect(orderFromSeed(seed, references)).toEqual(expected);
    // The order depends on the seed, not on the order the references arrive in.
    expect(orderFromSeed(seed, [...references].reverse())).toEqual(expected);
    expect(orderFromSeed("00".repeat(32), references)).not.toEqual(expected);
  });

  it("checks a published record, and notices a swapped position, another seed or a dropped entry", () => {
    const random = "a1".repeat(32);
    const order = orderFromSeed(random, references).map((reference, i) => ({
      position: i + 1,
      reference,
    }));
    const record = {
      entriesHash: entriesHash(references),
      seedHash: seedHash(random),
      seed: random,
      order,
    };
    expect(checkDraw(record)).toEqual({ entriesHash: true, seedHash: true, order: true });

    const swapped = order.map((o, i) => (i < 2 ? { ...o, reference: order[1 - i]!.reference } : o));
    expect(checkDraw({ ...record, order: swapped })?.order).toBe(false);
    expect(checkDraw({ ...record, seed: seed })).toMatchObject({ seedHash: false, order: false });
    expect(checkDraw({ ...record, order: order.slice(1) })?.entriesHash).toBe(false);
    expect(checkDraw({ ...record, seed: null, order: null })).toBeNull();
  });
});
