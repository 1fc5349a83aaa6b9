import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

/** The Redis for tests, when TEST_REDIS_URL is set. */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/** A key prefix no other run uses, so parallel runs on one Redis never meet. */
export const uniqueRedisPrefix = (label: string) =>
  `test:${label}:${randomBytes(8).toString("hex")}`;

/** Deletes every key under `prefix`, scanning in bounded batches. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const admin = new Redis(url);
  try {
    const stream = admin.scanStream({ match: `${prefix}:*`, count: 100 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length) await admin.del(...keys);
    }
  } finally {
    admin.disconnect();
  }
}
