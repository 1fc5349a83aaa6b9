import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { TouchChannel, TouchPage } from "@/lib/touches/touch-page";
import type { Visit } from "@/lib/touches/visit";
import type { Database } from "../db/schema";

export interface NewTouch {
  channel: TouchChannel;
  page: Pick<TouchPage, "locale" | "page">;
  visit: Visit;
}

export type TouchCounts = Record<TouchChannel, number>;

/** Stores one tap: where and how, never who. */
export async function recordTouch(
  db: Kysely<Database>,
  { channel, page, visit }: NewTouch,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("touches")
    .values({
      id,
      created_at: now.toISOString(),
      channel,
      page: page.page,
      locale: page.locale,
      utm_source: visit.utm.utm_source ?? null,
      utm_medium: visit.utm.utm_medium ?? null,
      utm_campaign: visit.utm.utm_campaign ?? null,
      utm_term: visit.utm.utm_term ?? null,
      utm_content: visit.utm.utm_content ?? null,
      referrer: visit.referrer ?? null,
      landing_page: visit.landingPage ?? null,
    })
    .execute();
  return id;
}

/** WhatsApp and call taps from `since` (inclusive) to `until` (inclusive), as ISO instants. */
export async function countTouches(
  db: Kysely<Database>,
  { since, until }: { since: string; until: string },
): Promise<TouchCounts> {
  const rows = await db
    .selectFrom("touches")
    .select(["channel", (eb) => eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", since)
    .where("created_at", "<=", until)
    .groupBy("channel")
    .execute();
  const counts: TouchCounts = { whatsapp: 0, call: 0 };
  for (const row of rows) if (row.channel in counts) counts[row.channel] = Number(row.n);
  return counts;
}
