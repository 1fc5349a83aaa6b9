import { describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { seedSampleUnits } from "../units/seed";
import { postBooking, postHold } from "./api";

// The signed-in staff member, the test's database, and how many launch steps the database should
// abort next as it aborts the loser of a deadlock (PostgreSQL 40P01), read by the mocks below.
const state = vi.hoisted(() => ({
  user: null as null | { id: string; name: string; email: string; role: string },
  db: null as unknown,
  deadlocks: 0,
}));

vi.mock("@/server/auth", () => ({
  getAuth: () => ({
    api: { getSession: async () => (state.user ? { user: state.user } : null) },
  }),
}));
vi.mock("@/server/db/client", () => ({ getDb: () => state.db }));

function deadlockOnce<T extends (...args: never[]) => Promise<unknown>>(step: T): T {
  return (async (...args: Parameters<T>) => {
    if (state.deadlocks > 0) {
      state.deadlocks -= 1;
      throw Object.assign(new Error("deadlock detected"), { code: "40P01" });
    }
    return step(...args);
  }) as T;
}
vi.mock("./hold", async (original) => {
  const real = await original<typeof import("./hold")>();
  return { ...real, holdUnit: deadlockOnce(real.holdUnit) };
});
vi.mock("./booking", async (original) => {
  const real = await original<typeof import("./booking")>();
  return { ...real, bookHold: deadlockOnce(real.bookHold) };
});

const post = (path: string, body: unknown) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the staff hold API when the database aborts a race", () => {
  forEachDatabase((current) => {
    async function setup() {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      await seedSampleUnits(db);
      state.db = db;
      state.deadlocks = 0;
      const id = await insertStaff(database, { name: "Siti" });
      state.user = { id, name: "Siti", email: "siti@skyhaven.example", role: "sales" };
      const [first, second] = await Promise.all([registerLead(db), registerLead(db)]);
      const unit = await db
        .selectFrom("units")
        .select("id")
        .where("status", "=", "available")
        .orderBy("id")
        .executeTakeFirstOrThrow();
      return { db, unitId: unit.id, first, second };
    }

    it("tries a hold the database aborted again: 201 when the unit is still free, 409 when the winner took it", async () => {
      const { db, unitId, first, second } = await setup();
      state.deadlocks = 1;
      const won = await postHold(post("/api/admin/holds", { unitId, leadId: first }));
      expect(won.status, await won.clone().text()).toBe(201);
      const hold = (await won.json()) as { id: string; unitId: string; status: string };
      expect(hold).toMatchObject({ unitId, status: "held" });

      state.deadlocks = 1;
      const lost = await postHold(post("/api/admin/holds", { unitId, leadId: second }));
      expect(lost.status, await lost.clone().text()).toBe(409);
      expect(state.deadlocks).toBe(0);
      const claims = await db
        .selectFrom("unit_claims")
        .select(["id", "active"])
        .where("unit_id", "=", unitId)
        .execute();
      expect(claims).toEqual([{ id: hold.id, active: 1 }]);
    });

    it("tries a booking the database aborted again and books the hold once", async () => {
      const { db, unitId, first } = await setup();
      const held = await postHold(post("/api/admin/holds", { unitId, leadId: first }));
      const hold = (await held.json()) as { id: string };
      state.deadlocks = 1;
      const booked = await postBooking(
        post(`/api/admin/holds/${hold.id}/booking`, {
          fee: 5000,
          method: "transfer",
          reference: "X1",
        }),
        hold.id,
      );
      expect(booked.status, await booked.clone().text()).toBe(201);
      expect(await booked.json()).toMatchObject({ id: hold.id, status: "pending", fee: 5000 });
      expect(
        await db
          .selectFrom("units")
          .select(["status", "claim_id"])
          .where("id", "=", unitId)
          .executeTakeFirst(),
      ).toEqual({ status: "booked", claim_id: hold.id });
    });
  });
});
