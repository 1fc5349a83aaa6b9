import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { secondInstance } from "@/tests/support/second-instance";
import { prepareDatabase } from "@/tests/support/registrations";
import { createAuth } from "./create-auth";
import { createStaff, listStaff } from "./staff";
import { changeStaffRole } from "./staff-role";

const secret = "test-secret-that-is-long-enough-for-better-auth-0123456789";
const password = "correct horse battery";

describe("changing a staff member's role", () => {
  forEachDatabase((current) => {
    async function setup() {
      const { db, dialect } = current();
      await prepareDatabase(db);
      const auth = createAuth({ db, dialect, secret, baseURL: "http://localhost:3000" });
      const boss = await createStaff(auth, {
        email: "boss@skyhaven.example",
        name: "Boss",
        password,
        role: "admin",
      });
      const siti = await createStaff(auth, {
        email: "siti@skyhaven.example",
        name: "Siti",
        password,
        role: "sales",
      });
      return { db, auth, boss, siti };
    }
    const roleChanges = (db: ReturnType<typeof current>["db"]) =>
      db.selectFrom("audit_log").select("details").where("action", "=", "staff.role").execute();

    it("asks first, changes on confirmation, and a second save changes nothing", async () => {
      const { db, boss, siti } = await setup();
      const ask = { userId: siti.id, role: "admin" as const, shown: "sales" as const };

      const asked = await changeStaffRole(db, { ...ask, confirmed: false }, boss.id);
      expect(asked).toEqual({ outcome: "confirm", name: "Siti", from: "sales", to: "admin" });
      expect((await listStaff(db)).find((m) => m.id === siti.id)?.role).toBe("sales");

      const done = await changeStaffRole(db, { ...ask, confirmed: true }, boss.id);
      const again = await changeStaffRole(
        db,
        { userId: siti.id, role: "admin", shown: "admin", confirmed: false },
        boss.id,
      );

      expect(done).toEqual({ outcome: "changed", name: "Siti", from: "sales", to: "admin" });
      expect(again).toEqual({ outcome: "unchanged", name: "Siti", role: "admin" });
      expect((await listStaff(db)).find((m) => m.id === siti.id)?.role).toBe("admin");
      expect(await roleChanges(db)).toEqual([{ details: '{"from":"sales","to":"admin"}' }]);
    });

    it("refuses a change from a form that shows an old role", async () => {
      const { db, boss, siti } = await setup();
      await changeStaffRole(db, { userId: siti.id, role: "admin", confirmed: true }, boss.id);

      // A form that still shows Sales, saved with Sales, must not undo the promotion.
      const stale = await changeStaffRole(
        db,
        { userId: siti.id, role: "sales", shown: "admin", confirmed: true },
        boss.id,
      );
      const snapBack = await changeStaffRole(
        db,
        { userId: siti.id, role: "sales", shown: "sales", confirmed: true },
        boss.id,
      );

      expect(stale.outcome).toBe("changed");
      expect(snapBack).toEqual({ outcome: "unchanged", name: "Siti", role: "sales" });
    });

    it("never demotes the last active admin, even when two admins demote each other at once", async () => {
      const { db, boss, siti } = await setup();
      expect(
        await changeStaffRole(db, { userId: boss.id, role: "sales", confirmed: true }, boss.id),
      ).toEqual({ outcome: "last-admin", name: "Boss" });

      await changeStaffRole(db, { userId: siti.id, role: "admin", confirmed: true }, boss.id);
      const other = secondInstance(current());
      const results = await Promise.all([
        changeStaffRole(db, { userId: boss.id, role: "sales", confirmed: true }, siti.id),
        changeStaffRole(other, { userId: siti.id, role: "sales", confirmed: true }, boss.id),
      ]);

      expect(results.map((r) => r.outcome).sort()).toEqual(["changed", "last-admin"]);
      const admins = (await listStaff(db)).filter((m) => m.role === "admin");
      expect(admins).toHaveLength(1);
    });
  });
});
