import "server-only";
import { unitTypeCodes } from "@/content/units/codes";
import { readTouchPage, type TouchChannel } from "@/lib/touches/touch-page";
import { getDb } from "../db/client";
import { env } from "../env";
import { log } from "../log";
import { createTouchRateLimit, type TouchRateLimit } from "./rate-limit";
import { recordTouch } from "./store";
import { parseVisit } from "./visit";

const globalForTouches = globalThis as typeof globalThis & { skyhavenTouchLimit?: TouchRateLimit };

function touchLimit(): TouchRateLimit {
  globalForTouches.skyhavenTouchLimit ??= createTouchRateLimit({
    perIp: env.RATE_LIMIT_PER_IP,
    redisUrl: env.REDIS_URL,
    keyPrefix: env.REDIS_KEY_PREFIX,
  });
  return globalForTouches.skyhavenTouchLimit;
}

export interface TouchRequest {
  channel: TouchChannel;
  /** The page's path as the browser showed it. */
  from: unknown;
  /** The encoded visit (cookie or beacon field). */
  visit: string | null | undefined;
  ip: string;
}

export type TouchOutcome = "recorded" | "invalid" | "limited" | "failed";

/**
 * Records a tap if it came from one of our pages and its address is within its limit. Never
 * throws: a tap that cannot be stored is logged (without who) and the visitor carries on.
 */
export async function recordTouchRequest(request: TouchRequest): Promise<TouchOutcome> {
  const page = readTouchPage(request.from, unitTypeCodes);
  if (!page) return "invalid";
  try {
    if (!(await touchLimit().allow(request.ip))) return "limited";
    await recordTouch(getDb(), {
      channel: request.channel,
      page,
      visit: parseVisit(request.visit),
    });
    return "recorded";
  } catch (error) {
    log.warn({ err: error, channel: request.channel }, "touch not recorded");
    return "failed";
  }
}
