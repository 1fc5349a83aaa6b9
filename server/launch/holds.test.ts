import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import type { Database } from "../db/schema";
import { seedSampleUnits } from "../units/seed";
import {
  approveBooking,
  bookHold,
  cancelBooking,
  declineBooking,
  markSold,
  releaseHold,
} from "./booking";
import { changeUnit } from "./change-unit";
import { holdUnit } from "./hold";
import { lapseExpiredHolds } from "./lapse";
import { joinWaitlist } from "./waitlist";

/**
 * A second connection as another instance opens one. SQLite's driver is synchronous: a second
 * connection in this same process would wait for the first's lock while blocking the event loop
 * the first needs to finish, so on SQLite the "second instance" shares the connection (one writer
 * at a time, as several processes on one file get). The fault suite races real processes.
 */
const secondInstance = (
  database: ReturnType<Parameters<Parameters<typeof forEachDatabase>[0]>[0]>,
) => (database.dialect === "sqlite" ? database.db : database.connectAgain());

async function prepare(db: Kysely<Database>) {
  await prepareDatabase(db);
  await seedSampleUnits(db);
}

const unit = (db: Kysely<Database>, id: string) =>
  db.selectFrom("units").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const availableUnits = async (db: Kysely<Database>, count: number, type?: string) => {
  let query = db.selectFrom("units").select("id").where("status", "=", "available");
  if (type) query = query.where("type_code", "=", type);
  return (await query.orderBy("id").limit(count).execute()).map((row) => row.id);
};

const timeline = (db: Kysely<Database>, leadId: string) =>
  db
    .selectFrom("lead_events")
    .select(["kind", "to_status", "note", "actor_name"])
    .where("registration_id", "=", leadId)
    .where("kind", "=", "unit")
    .orderBy("at")
    .execute();

const fee = { fee: 5000, method: "transfer" as const, reference: "MBB-0091" };

describe("launch holds and bookings", () => {
  forEachDatabase((current) => {
    it("of 60 buyers racing for 5 units on two connections, exactly 5 hold one each", async () => {
      const database = current();
      const { db } = database;
      await prepare(db);
      const other = secondInstance(database);
      const siti = await insertStaff(database, { name: "Siti" });
      const leads = await Promise.all(Array.from({ length: 60 }, () => registerLead(db)));
      const units = await availableUnits(db, 5);
      const results = await Promise.all(
        leads.map((leadId, index) =>
          holdUnit(index % 2 ? other : db, {
            unitId: units[index % 5] as string,
            leadId,
            staffId: siti,
            actor: { id: siti, name: "Siti" },
          }).catch((error: unknown) => ({ ok: false as const, error: String(error) })),
        ),
      );
      const granted = results.filter((result) => result.ok);
      expect(granted).toHaveLength(5);
      expect(
        results.filter((result) => !result.ok).map((result) => !result.ok && result.error),
      ).toEqual(Array(55).fill("unavailable"));
      const standing = await db
        .selectFrom("unit_claims")
        .select(["unit_id", "id"])
        .where("active", "=", 1)
        .execute();
      expect(new Set(standing.map((row) => row.unit_id)).size).toBe(5);
      for (const claim of standing) {
        expect(await unit(db, claim.unit_id)).toMatchObject({ status: "held", claim_id: claim.id });
      }
    });

    it("refuses a reserved unit, an unknown unit and an unknown lead", async () => {
      const database = current();
      const { db } = database;
      await prepare(db);
      const siti = await insertStaff(database);
      const lead = await registerLead(db);
      const reserved = await db
        .selectFrom("units")
        .select("id")
        .where("status", "=", "reserved")
        .executeTakeFirstOrThrow();
      const actor = { id: siti, name: "Siti" };
      const [free] = await availableUnits(db, 1);
      expect(
        await holdUnit(db, { unitId: reserved.id, leadId: lead, staffId: siti, actor }),
      ).toEqual({
        ok: false,
        error: "unavailable",
      });
      expect(await holdUnit(db, { unitId: "Z-99-99", leadId: lead, staffId: siti, actor })).toEqual(
        {
          ok: false,
          error: "unit-not-found",
        },
      );
      expect(
        await holdUnit(db, { unitId: free as string, leadId: "nobody", staffId: siti, actor }),
      ).toEqual({ ok: false, error: "lead-not-found" });
      expect((await unit(db, free as string)).status).toBe("available");
    });

    it("a hold nobody books lapses by itself, once, and the buyer's lead says so", async () => {
      const database = current();
      const { db } = database;
      await prepare(db);
      const siti = await insertStaff(database, { name: "Siti" });
      const lead = await registerLead(db);
      const [unitId] = (await availableUnits(db, 1)) as [string];
      const start = new Date("2026-12-12T02:00:00Z");
      const held = await holdUnit(
        db,
        { unitId, leadId: lead, staffId: siti, actor: { id: siti, name: "Siti" }, minutes: 20 },
        start,
      );
      expect(held.ok && held.claim.expires_at).toBe("2026-12-12T02:20:00.000Z");
      expect(await lapseExpiredHolds(db, new Date("2026-12-12T02:19:59Z"))).toBe(0);
      const late = new Date("2026-12-12T02:20:01Z");
      expect(
        await Promise.all([
          lapseExpiredHolds(db, late),
          lapseExpiredHolds(secondInstance(database), late),
        ]),
      ).toSatisfy((counts: number[]) => counts[0]! + counts[1]! === 1);
      expect(await unit(db, unitId)).toMatchObject({ status: "available", claim_id: null });
      expect((await timeline(db, lead)).map((event) => event.to_status)).toEqual([
        "held",
        "lapsed",
      ]);
      const events = await db
        .selectFrom("unit_events")
        .select(["unit_id", "status"])
        .orderBy("id")
        .execute();
      expect(events).toEqual([
        { unit_id: unitId, status: "held" },
        { unit_id: unitId, status: "available" },
      ]);
    });

    it("takes a hold through booking, approval and SPA to sold; a lapsed hold cannot be booked", async () => {
      const database = current();
      const { db } = database;
      await prepare(db);
      const siti = await insertStaff(database, { name: "Siti" });
      const boss = await insertStaff(database, { name: "Boss", role: "admin" });
      const lead = await registerLead(db, {}, {});
      const [first, second] = (await availableUnits(db, 2)) as [string, string];
      const actor = { id: siti, name: "Siti" };
      const held = await holdUnit(db, { unitId: first, leadId: lead, staffId: siti, actor });
      if (!held.ok) throw new Error("not held");
      const booked = await bookHold(db, held.claim.id, fee, actor);
      expect(booked.ok && booked.claim).toMatchObject({
        stage: "pending",
        fee: 5000,
        fee_method: "transfer",
      });
      expect((await unit(db, first)).status).toBe("booked");
      expect(await bookHold(db, held.claim.id, fee, actor)).toMatchObject({
        ok: false,
        error: "conflict",
        stage: "pending",
      });
      expect(await approveBooking(db, held.claim.id, { id: boss, name: "Boss" })).toMatchObject({
        ok: true,
      });
      expect(
        await markSold(db, held.claim.id, "2026-12-20", { id: boss, name: "Boss" }),
      ).toMatchObject({ ok: true });
      expect((await unit(db, first)).status).toBe("sold");

      const start = new Date(Date.now() - 30 * 60_000);
      const old = await holdUnit(
        db,
        { unitId: second, leadId: lead, staffId: siti, actor, minutes: 20 },
        start,
      );
      if (!old.ok) throw new Error("not held");
      expect(await bookHold(db, old.claim.id, fee, actor)).toMatchObject({
        ok: false,
        error: "conflict",
        stage: "held",
      });
      expect((await timeline(db, lead)).map((event) => event.to_status)).toEqual([
        "held",
        "pending",
        "booked",
        "sold",
        "held",
      ]);
    });

    it("declining or cancelling frees the unit at once and offers it to the first buyer waiting for its type", async () => {
      const database = current();
      const { db } = database;
      await prepare(db);
      const siti = await insertStaff(database, { name: "Siti" });
      const boss = await insertStaff(database, { name: "Boss", role: "admin" });
      const [buyer, waiting, later] = [
        await registerLead(db),
        await registerLead(db),
        await registerLead(db),
      ];
      const actor = { id: siti, name: "Siti" };
      const [unitId] = (await availableUnits(db, 1, "C1A")) as [string];
      const held = await holdUnit(db, { unitId, leadId: buyer, staffId: siti, actor });
      if (!held.ok) throw new Error("not held");
      await bookHold(db, held.claim.id, fee, actor);
      expect(await joinWaitlist(db, { typeCode: "C1A", leadId: waiting, actor })).toMatchObject({
        ok: true,
        place: 1,
      });
      expect(await joinWaitlist(db, { typeCode: "C1A", leadId: later, actor })).toMatchObject({
        ok: true,
        place: 2,
      });
      expect(await joinWaitlist(db, { typeCode: "C1A", leadId: waiting, actor })).toMatchObject({
        joined: false,
        place: 1,
      });

      expect(
        await declineBooking(db, held.claim.id, "fee cheque bounced", { id: boss, name: "Boss" }),
      ).toMatchObject({ ok: true });
      const offered = await db
        .selectFrom("unit_claims")
        .selectAll()
        .where("unit_id", "=", unitId)
        .where("active", "=", 1)
        .executeTakeFirstOrThrow();
      expect(offered).toMatchObject({ lead_id: waiting, stage: "held", staff_id: siti });
      expect(await unit(db, unitId)).toMatchObject({ status: "held", claim_id: offered.id });

      // The offer not taken: the next in line is offered the unit.
      expect(await releaseHold(db, offered.id, actor, "buyer chose another type")).toMatchObject({
        ok: true,
      });
      const next = await db
        .selectFrom("unit_claims")
        .selectAll()
        .where("unit_id", "=", unitId)
        .where("active", "=", 1)
        .executeTakeFirstOrThrow();
      expect(next.lead_id).toBe(later);
      await bookHold(db, next.id, { fee: 0, method: "none", reference: "" }, actor);
      expect(
        await cancelBooking(db, next.id, "buyer withdrew", { id: boss, name: "Boss" }),
      ).toMatchObject({ ok: true });
      expect(await unit(db, unitId)).toMatchObject({ status: "available", claim_id: null });
      const line = await db
        .selectFrom("unit_waitlist")
        .select(["lead_id", "state"])
        .orderBy("created_at")
        .execute();
      expect(line).toEqual([
        { lead_id: waiting, state: "passed" },
        { lead_id: later, state: "done" },
      ]);
    });

    it("changes a booked buyer to another unit, keeping the fee, and frees the old unit", async () => {
      const database = current();
      const { db } = database;
      await prepare(db);
      const siti = await insertStaff(database, { name: "Siti" });
      const boss = { id: await insertStaff(database, { role: "admin" }), name: "Boss" };
      const buyer = await registerLead(db);
      const rival = await registerLead(db);
      const actor = { id: siti, name: "Siti" };
      const [from, to, taken] = (await availableUnits(db, 3)) as [string, string, string];
      const held = await holdUnit(db, { unitId: from, leadId: buyer, staffId: siti, actor });
      if (!held.ok) throw new Error("not held");
      await bookHold(db, held.claim.id, fee, actor);
      await approveBooking(db, held.claim.id, boss);
      await holdUnit(db, { unitId: taken, leadId: rival, staffId: siti, actor });
      expect(await changeUnit(db, held.claim.id, taken, "wants a higher floor", boss)).toEqual({
        ok: false,
        error: "unavailable",
      });
      expect((await unit(db, from)).status).toBe("booked");
      const moved = await changeUnit(db, held.claim.id, to, "wants a higher floor", boss);
      expect(moved.ok && moved.claim).toMatchObject({
        unit_id: to,
        stage: "booked",
        fee: 5000,
        replaces: held.claim.id,
      });
      expect(await unit(db, from)).toMatchObject({ status: "available", claim_id: null });
      expect((await unit(db, to)).status).toBe("booked");
      expect(await releaseHold(db, held.claim.id, actor)).toMatchObject({
        ok: false,
        stage: "changed",
      });
    });
  });
});
