import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { sampleUnits } from "./sample";

export const SEED_ACTOR = "system:seed";

/**
 * Writes the sample inventory into an empty units table. Once there are units the table is the
 * sales team's and is left alone, so a restart never undoes a status or price they changed.
 */
export async function seedSampleUnits(db: Kysely<Database>, now = new Date()): Promise<number> {
  const existing = await db
    .selectFrom("units")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  const at = now.toISOString();
  const rows = sampleUnits.map((unit) => ({
    id: unit.id,
    tower: unit.tower,
    floor: unit.floor,
    position: unit.position,
    type_code: unit.typeCode,
    built_up_sqft: unit.builtUpSqft,
    list_price: unit.listPrice,
    status: unit.status,
    updated_at: at,
    updated_by: SEED_ACTOR,
  }));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 100) {
      await trx
        .insertInto("units")
        .values(rows.slice(start, start + 100))
        // Two instances starting at once: the second's rows are the same, so it skips them.
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    }
  });
  return rows.length;
}
