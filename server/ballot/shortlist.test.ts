import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { defaultLaunchSettings } from "@/lib/launch/settings";
import { SHORTLIST_MAX } from "@/lib/ballot/shortlist";
import { registerPeople } from "@/tests/support/ballot";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import type { Database } from "../db/schema";
import { seedSampleUnits } from "../units/seed";
import { commitBallot } from "./commit";
import { drawBallot } from "./draw";
import { enterBallot } from "./enter";
import { saveShortlist, shortlistOf } from "./shortlist";

/** Units of the sample inventory, available ones first. */
async function units(db: Kysely<Database>, status: string, count: number) {
  const rows = await db
    .selectFrom("units")
    .select("id")
    .where("status", "=", status)
    .orderBy("id")
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`the sample has fewer than ${count} ${status} units`);
  return rows.map((row) => row.id);
}

describe("the entrant's shortlist", () => {
  forEachDatabase((current) => {
    async function entrant() {
      const { db } = current();
      await prepareDatabase(db);
      await seedSampleUnits(db);
      const [lead] = await registerPeople(db, 1);
      const entered = await enterBallot(db, { leadId: lead!, enteredBy: null });
      if (!entered.ok) throw new Error("not entered");
      return { db, reference: entered.reference };
    }

    it("keeps up to ten existing units in the buyer's order, and refuses an eleventh", async () => {
      const { db, reference } = await entrant();
      const available = await units(db, "available", SHORTLIST_MAX + 1);
      const ten = available.slice(0, SHORTLIST_MAX);
      expect(await saveShortlist(db, reference, [...ten].reverse())).toEqual({
        ok: true,
        unitIds: [...ten].reverse(),
      });
      expect(await saveShortlist(db, reference, available)).toEqual({
        ok: false,
        error: "too-many",
        max: 10,
      });
      // The refused change lost nothing already saved.
      const kept = await shortlistOf(db, reference);
      expect(kept.map((unit) => [unit.rank, unit.unitId])).toEqual(
        [...ten].reverse().map((id, i) => [i + 1, id]),
      );
      expect(kept[0]).toMatchObject({ status: "available", typeCode: expect.any(String) });
      // The same unit twice counts once.
      expect(await saveShortlist(db, reference, [ten[0]!, ten[0]!, ten[1]!])).toEqual({
        ok: true,
        unitIds: [ten[0], ten[1]],
      });
    });

    it("refuses units that do not exist, and adding units that are not available; a kept unit may change status", async () => {
      const { db, reference } = await entrant();
      const [first, second] = await units(db, "available", 2);
      const [reserved] = await units(db, "reserved", 1);
      expect(await saveShortlist(db, reference, [first!, "Z-99-99"])).toEqual({
        ok: false,
        error: "unknown-unit",
        units: ["Z-99-99"],
      });
      expect(await saveShortlist(db, reference, [first!, reserved!])).toEqual({
        ok: false,
        error: "unavailable",
        units: [reserved],
      });
      expect((await saveShortlist(db, reference, [first!, second!])).ok).toBe(true);
      // Someone else's buyer takes the first: the list keeps it, and shows its status now.
      await db.updateTable("units").set({ status: "held" }).where("id", "=", first!).execute();
      expect(await saveShortlist(db, reference, [second!, first!])).toEqual({
        ok: true,
        unitIds: [second, first],
      });
      expect((await shortlistOf(db, reference)).map((u) => [u.unitId, u.status])).toEqual([
        [second, "available"],
        [first, "held"],
      ]);
      expect(await saveShortlist(db, "ZZZZZZ", [second!])).toEqual({
        ok: false,
        error: "not-entered",
      });
    });

    it("may change until the draw (after the commit too), and is read-only after it", async () => {
      const { db, reference } = await entrant();
      const [first, second] = await units(db, "available", 2);
      await saveShortlist(db, reference, [first!]);
      await commitBallot(db, { id: "admin-1" });
      expect((await saveShortlist(db, reference, [first!, second!])).ok).toBe(true);
      await drawBallot(db, { id: "admin-1" }, defaultLaunchSettings);
      expect(await saveShortlist(db, reference, [second!])).toEqual({ ok: false, error: "closed" });
      expect(await saveShortlist(db, reference, [])).toEqual({ ok: false, error: "closed" });
      expect((await shortlistOf(db, reference)).map((u) => u.unitId)).toEqual([first, second]);
    });
  });
});
