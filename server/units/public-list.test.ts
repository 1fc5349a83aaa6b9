import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { migrateToLatest } from "../db/migrate";
import { listPublicUnits, listUnitStatuses } from "./public-list";
import { seedSampleUnits } from "./seed";

describe("the public unit list", () => {
  forEachDatabase((current) => {
    it("lists all 688 units by id with type, tower, floor, status and price, and nothing else", async () => {
      const { db } = current();
      await migrateToLatest(db);
      await seedSampleUnits(db);
      await db.updateTable("units").set({ status: "held" }).where("id", "=", "A-12-03").execute();

      const units = await listPublicUnits(db);
      expect(units).toHaveLength(688);
      expect(units.map((unit) => unit.id)).toEqual(units.map((unit) => unit.id).sort());
      const unit = units.find((one) => one.id === "A-12-03");
      expect(Object.keys(unit ?? {})).toEqual(["id", "type", "tower", "floor", "status", "price"]);
      expect(unit).toMatchObject({ tower: "A", floor: 12, status: "held" });
      expect(unit?.price).toBeGreaterThan(300_000);

      const statuses = await listUnitStatuses(db);
      expect(Object.keys(statuses)).toEqual(units.map((one) => one.id));
      expect(statuses["A-12-03"]).toBe("held");
    });
  });
});
