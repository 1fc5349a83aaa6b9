import { createHash, createHmac } from "node:crypto";

/**
 * The draw's arithmetic, published on /ballot so anyone can redo it (DESIGN.md, "Launch day"):
 * - entriesHash: hex SHA-256 of the references sorted ascending and joined by "\n";
 * - seedHash: hex SHA-256 of the 32 seed bytes (not of their hex);
 * - the order: the references sorted ascending by hex HMAC-SHA256(key = seed bytes,
 *   message = reference as UTF-8).
 * References are upper-case ASCII, so JavaScript's default sort (UTF-16 code units) is the same as
 * byte order, `sort` under LC_ALL=C and jq's `sort`.
 */
export const sortReferences = (references: readonly string[]): string[] => [...references].sort();

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

export const entriesHash = (references: readonly string[]): string =>
  sha256Hex(sortReferences(references).join("\n"));

const seedBytes = (seedHex: string): Buffer => {
  if (!/^[0-9a-f]{64}$/.test(seedHex)) throw new Error("a seed is 32 bytes in lower-case hex");
  return Buffer.from(seedHex, "hex");
};

export const seedHash = (seedHex: string): string => sha256Hex(seedBytes(seedHex));

/** One reference's draw key: hex HMAC-SHA256 of the reference under the seed bytes. */
export const drawKey = (seedHex: string, reference: string): string =>
  createHmac("sha256", seedBytes(seedHex)).update(reference, "utf8").digest("hex");

/**
 * The queue order the seed gives: references by their draw keys, ascending. Two equal keys would
 * need a SHA-256 collision; should it happen, the sort is stable and the references stay in
 * ascending order.
 */
export function orderFromSeed(seedHex: string, references: readonly string[]): string[] {
  const keyed = sortReferences(references).map((reference) => ({
    reference,
    key: drawKey(seedHex, reference),
  }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ reference }) => reference);
}

export interface PublishedDraw {
  entriesHash: string | null;
  seedHash: string | null;
  seed: string | null;
  order: { position: number; reference: string }[] | null;
}

export interface DrawCheck {
  entriesHash: boolean;
  seedHash: boolean;
  order: boolean;
}

/** Redoes a drawn record's three checks; null before the draw (nothing to check yet). */
export function checkDraw(record: PublishedDraw): DrawCheck | null {
  const { seed, order } = record;
  if (!seed || !order || !/^[0-9a-f]{64}$/.test(seed)) return null;
  const byPosition = [...order].sort((a, b) => a.position - b.position);
  const published = byPosition.map((o) => o.reference);
  const derived = orderFromSeed(seed, published);
  return {
    entriesHash: entriesHash(published) === record.entriesHash,
    seedHash: seedHash(seed) === record.seedHash,
    // Positions 1…N, each once, holding the references in the order the seed gives.
    order:
      byPosition.every((o, index) => o.position === index + 1) &&
      derived.every((reference, index) => reference === published[index]),
  };
}
