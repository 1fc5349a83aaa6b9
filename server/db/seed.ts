import type { Kysely } from "kysely";
import { salutations } from "@/content/salutations";
import type { Database } from "./schema";

/** Writes reference data; running it again updates labels and keeps ids. */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, s] of salutations.entries()) {
      const row = {
        code: s.code,
        label_en: s.label.en,
        label_zh: s.label.zh,
        label_ms: s.label.ms,
        sort_order: index + 1,
      };
      await trx
        .insertInto("salutations")
        .values({ id: s.id, ...row })
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
    }
  });
}
