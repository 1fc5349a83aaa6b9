import "server-only";
import { getDb } from "../db/client";

const TTL_MS = 60_000;
let cache: { ids: Set<number>; at: number } | null = null;

/** Ids a registration may use; cached briefly, as every registration asks. */
export async function activeSalutationIds(): Promise<Set<number>> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.ids;
  const rows = await getDb()
    .selectFrom("salutations")
    .select("id")
    .where("active", "=", 1)
    .execute();
  cache = { ids: new Set(rows.map((row) => row.id)), at: Date.now() };
  return cache.ids;
}
