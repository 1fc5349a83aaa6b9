import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { formatRinggit } from "@/lib/money/ringgit";
import { forEachDatabase } from "@/tests/support/databases";
import { auditSentence } from "../audit/sentences";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";
import { changeUnitStatuses } from "./change-status";
import { exportUnitsCsv } from "./csv-export";
import { importUnitsCsv } from "./csv-import";
import { listUnits } from "./list";
import { seedSampleUnits } from "./seed";
import { seedReferenceData } from "../db/seed";
import { holdUnit } from "../launch/hold";
import { registerLead } from "@/tests/support/leads";
import { insertStaff } from "@/tests/support/staff-members";
import { loadSummary } from "./summary";

const SITI = "staff:siti";

async function prepare(db: Kysely<Database>) {
  await migrateToLatest(db);
  await seedSampleUnits(db);
}

const names = {
  actor: (actor: string) => (actor === SITI ? "Siti" : actor),
  staff: () => "someone",
  lead: () => "someone",
};

async function auditSentences(db: Kysely<Database>) {
  const rows = await db.selectFrom("audit_log").selectAll().orderBy("entity_id").execute();
  return rows.map((row) => auditSentence({ ...row, entityId: row.entity_id }, names));
}

const unitRow = async (db: Kysely<Database>, id: string) =>
  db.selectFrom("units").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const ADMIN_VIEWER = { id: "test-admin", role: "admin" } as const;

describe("unit inventory", () => {
  forEachDatabase((current) => {
    it("seeds the 688 advertised units once, inside the advertised price range", async () => {
      const { db } = current();
      await prepare(db);
      expect(await seedSampleUnits(db)).toBe(0);
      const summary = await loadSummary(db);
      expect(summary.totalUnits).toBe(688);
      expect(summary.price).toEqual({ min: 398_000, max: 1_288_000 });
      expect(summary.types.reduce((sum, type) => sum + type.total, 0)).toBe(688);
      const towerA = summary.towers.find((tower) => tower.code === "A");
      expect(towerA?.floors.length).toBe(36);
      expect(towerA?.floors[0]?.units.length).toBe(14);
    });

    it("changes many statuses in one go and logs each as a sentence", async () => {
      const { db } = current();
      await prepare(db);
      const before = await unitRow(db, "A-12-03");
      const target = before.status === "reserved" ? "available" : "reserved";
      const other = await unitRow(db, "B-20-01");
      const changed = await changeUnitStatuses(db, SITI, ["A-12-03", "B-20-01", "Z-99-99"], target);
      expect(changed).toBe(other.status === target ? 1 : 2);
      const after = await unitRow(db, "A-12-03");
      expect(after).toMatchObject({ status: target, updated_by: SITI });
      const sentences = await auditSentences(db);
      expect(sentences).toContain(
        `Siti marked A-12-03 ${target === "reserved" ? "Reserved" : "Available"}`,
      );
      expect(sentences).toHaveLength(changed);
    });

    it("leaves a unit a buyer holds as it is, in a bulk change and in an import", async () => {
      const database = current();
      const { db } = database;
      await prepare(db);
      await seedReferenceData(db);
      const lead = await registerLead(db);
      const staffId = await insertStaff(database, { name: "Siti" });
      const [free] = await listUnits(
        db,
        { status: "available", tower: "A", floor: 8 },
        ADMIN_VIEWER,
      );
      const held = await holdUnit(db, {
        unitId: free!.id,
        leadId: lead,
        staffId,
        actor: { id: staffId, name: "Siti" },
      });
      expect(held.ok).toBe(true);
      expect(await changeUnitStatuses(db, SITI, [free!.id], "reserved")).toBe(0);
      const csv = await exportUnitsCsv(db, { tower: "A", floor: 8 });
      const edited = csv
        .split("\r\n")
        .map((line) =>
          line.startsWith(`${free!.id},`) ? line.replace(/,[a-z]+$/, ",available") : line,
        );
      const result = await importUnitsCsv(db, { actor: SITI, role: "admin" }, edited.join("\r\n"));
      expect(!result.ok && result.problems).toEqual([
        { line: expect.any(Number), column: "status", message: expect.stringContaining("is held") },
      ]);
      expect((await unitRow(db, free!.id)).status).toBe("held");
    });

    it("summarizes the balance per type and the lowest available price", async () => {
      const { db } = current();
      await prepare(db);
      const d9 = await listUnits(db, { type: "D9" }, ADMIN_VIEWER);
      await changeUnitStatuses(
        db,
        SITI,
        d9.map((unit) => unit.id),
        "reserved",
      );
      const cheapestA1 = (await listUnits(db, { type: "A1" }, ADMIN_VIEWER)).sort(
        (a, b) => a.listPrice - b.listPrice,
      )[0]!;
      await changeUnitStatuses(db, SITI, [cheapestA1.id], "available");
      const summary = await loadSummary(db);
      expect(summary.types.find((type) => type.code === "D9")).toEqual({
        code: "D9",
        total: 23,
        available: 0,
        fromPrice: null,
      });
      const a1 = summary.types.find((type) => type.code === "A1");
      expect(a1?.total).toBe(36);
      expect(a1?.fromPrice).toBe(cheapestA1.listPrice);
      const available = await listUnits(db, { status: "available" }, ADMIN_VIEWER);
      expect(summary.available).toBe(available.length);
    });

    it("imports an exported file with status changes and logs them", async () => {
      const { db } = current();
      await prepare(db);
      const csv = await exportUnitsCsv(db, { tower: "B", floor: 6 });
      const lines = csv.split("\r\n");
      expect(lines[0]).toBe("\uFEFFunit,tower,floor,type,built_up_sqft,list_price,status");
      const edited = lines.map((line) =>
        line.startsWith("B-06-01,") ? line.replace(/,[a-z]+$/, ",reserved") : line,
      );
      const wasReserved = (await unitRow(db, "B-06-01")).status === "reserved";
      const refused = await importUnitsCsv(db, { actor: SITI, role: "sales" }, edited.join("\r\n"));
      expect(refused.ok).toBe(wasReserved);
      const result = await importUnitsCsv(db, { actor: SITI, role: "admin" }, edited.join("\r\n"));
      expect(result).toEqual({
        ok: true,
        statusChanges: wasReserved ? 0 : 1,
        priceChanges: 0,
        skipped: 0,
      });
      expect((await unitRow(db, "B-06-01")).status).toBe("reserved");
    });

    it("rejects a file with a bad row whole, naming the line and column", async () => {
      const { db } = current();
      await prepare(db);
      const csv = await exportUnitsCsv(db, { tower: "A", floor: 6 });
      const lines = csv.split("\r\n").map((line, index) => {
        if (index === 1) return line.replace(/,[a-z]+$/, ",gone");
        if (index === 2) return line.replace(/,[a-z]+$/, ",sold");
        return line;
      });
      const before = await listUnits(db, { tower: "A", floor: 6 }, ADMIN_VIEWER);
      const result = await importUnitsCsv(db, { actor: SITI, role: "admin" }, lines.join("\r\n"));
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems).toEqual([
        { line: 2, column: "status", message: expect.stringContaining('"gone" is not a status') },
        { line: 3, column: "status", message: expect.stringContaining("only the launch console") },
      ]);
      expect(await listUnits(db, { tower: "A", floor: 6 }, ADMIN_VIEWER)).toEqual(before);
      expect(await db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
    });

    it("refuses a salesperson's price change and accepts an admin's", async () => {
      const { db } = current();
      await prepare(db);
      const [unit] = await listUnits(db, { tower: "A", floor: 10, type: "A1" }, ADMIN_VIEWER);
      const file = [
        "unit,tower,floor,type,built_up_sqft,list_price,status",
        `${unit!.id},A,10,A1,${unit!.builtUpSqft},${unit!.listPrice + 5000},${unit!.status}`,
      ].join("\n");
      const refused = await importUnitsCsv(db, { actor: SITI, role: "sales" }, file);
      expect(refused).toEqual({
        ok: false,
        problems: [
          { line: 2, column: "list_price", message: expect.stringContaining("Only an admin") },
        ],
      });
      expect((await unitRow(db, unit!.id)).list_price).toBe(unit!.listPrice);
      const accepted = await importUnitsCsv(db, { actor: SITI, role: "admin" }, file);
      expect(accepted).toEqual({ ok: true, statusChanges: 0, priceChanges: 1, skipped: 0 });
      expect(Number((await unitRow(db, unit!.id)).list_price)).toBe(unit!.listPrice + 5000);
      expect(await auditSentences(db)).toEqual([
        `Siti changed ${unit!.id}'s price from ${formatRinggit(unit!.listPrice)} to ${formatRinggit(unit!.listPrice + 5000)} (CSV import)`,
      ]);
    });
  });
});
