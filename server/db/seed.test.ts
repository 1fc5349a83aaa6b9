import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { salutations } from "@/content/salutations";
import { forEachDatabase } from "@/tests/support/databases";
import { migrateToLatest } from "./migrate";
import type { Database } from "./schema";
import { seedReferenceData } from "./seed";

// migrateToLatest takes Kysely<unknown>, which the app's Kysely<Database> is not assignable to.
const migrate = (db: Kysely<Database>) => migrateToLatest(db);

const expectedRows = salutations.map((s, index) => ({
  id: s.id,
  code: s.code,
  label_en: s.label.en,
  label_zh: s.label.zh,
  label_ms: s.label.ms,
  sort_order: index + 1,
}));

describe("seedReferenceData", () => {
  forEachDatabase((current) => {
    const rows = () =>
      current()
        .db.selectFrom("salutations")
        .select(["id", "code", "label_en", "label_zh", "label_ms", "sort_order"])
        .orderBy("id")
        .execute();

    it("inserts every salutation with its permanent id, code, three labels and list position", async () => {
      const { db } = current();
      await migrate(db);

      await seedReferenceData(db);

      expect(await rows()).toEqual(expectedRows);
    });

    it("neither duplicates rows nor changes ids when run twice", async () => {
      const { db } = current();
      await migrate(db);

      await seedReferenceData(db);
      const first = await rows();
      await seedReferenceData(db);
      const second = await rows();

      expect(second).toHaveLength(salutations.length);
      expect(second).toEqual(first);
      expect(second.map((r) => [r.id, r.code])).toEqual(salutations.map((s) => [s.id, s.code]));
    });

    it("restores the seed labels of a row edited in the database", async () => {
      const { db } = current();
      await migrate(db);
      await seedReferenceData(db);
      const edited = salutations[3];
      if (!edited) throw new Error("seed data needs at least four salutations");

      await db
        .updateTable("salutations")
        .set({ label_en: "Edited", label_zh: "改", label_ms: "Diubah", sort_order: 99 })
        .where("id", "=", edited.id)
        .execute();
      const changed = await db
        .selectFrom("salutations")
        .select("label_en")
        .where("id", "=", edited.id)
        .executeTakeFirst();
      expect(changed?.label_en).toBe("Edited");

      await seedReferenceData(db);

      expect(await rows()).toEqual(expectedRows);
    });
  });
});
