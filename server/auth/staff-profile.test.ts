import { afterEach, describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { listAudit } from "../audit/list";
import { createAuth } from "./create-auth";
import { signIn } from "./sign-in";
import { createSignInLimits, type SignInLimits } from "./sign-in-limits";
import { createStaff } from "./staff";
import { lastSignIns, leadAlertsWanted, renameStaff, setLeadAlerts } from "./staff-profile";

const secret = "test-secret-that-is-long-enough-for-better-auth-0123456789";
const opened: SignInLimits[] = [];
afterEach(() => {
  for (const limits of opened.splice(0)) limits.close();
});

describe("staff names, sign-ins and new-lead emails", () => {
  forEachDatabase((current) => {
    it("renames a staff member once, says so in the audit log, and refuses a rename from a stale form", async () => {
      const database = current();
      await prepareDatabase(database.db);
      const admin = await insertStaff(database, { role: "admin", name: "Siti" });
      const ahmad = await insertStaff(database, { name: "Ahmad" });

      expect(
        await renameStaff(
          database.db,
          { userId: ahmad, name: "Ahmad Razak", shown: "Ahmad" },
          admin,
        ),
      ).toEqual({
        outcome: "renamed",
        from: "Ahmad",
        to: "Ahmad Razak",
      });
      // A second admin's form still showed the old name.
      expect(
        await renameStaff(database.db, { userId: ahmad, name: "Mr Ahmad", shown: "Ahmad" }, admin),
      ).toEqual({ outcome: "stale", name: "Ahmad Razak" });
      expect(
        await renameStaff(
          database.db,
          { userId: ahmad, name: "Ahmad Razak", shown: "Ahmad Razak" },
          admin,
        ),
      ).toEqual({ outcome: "unchanged", name: "Ahmad Razak" });

      const stored = await database.db
        .selectFrom("staff_users")
        .select("name")
        .where("id", "=", ahmad)
        .executeTakeFirstOrThrow();
      expect(stored.name).toBe("Ahmad Razak");
      const log = await listAudit(database.db, { action: "staff.rename" });
      expect(log.rows.map((row) => row.sentence)).toEqual(["Siti renamed Ahmad to Ahmad Razak"]);
    });

    it("records each account's last sign-in, and none for an account never used", async () => {
      const database = current();
      await prepareDatabase(database.db);
      const auth = createAuth({
        db: database.db,
        dialect: database.dialect,
        secret,
        baseURL: "http://localhost:3000",
      });
      const password = "correct horse battery";
      const member = await createStaff(auth, {
        email: "nurul@skyhaven.example",
        password,
        role: "sales",
      });
      const idle = await createStaff(auth, {
        email: "idle@skyhaven.example",
        password,
        role: "sales",
      });
      const limits = createSignInLimits({ connection: database });
      opened.push(limits);

      const before = new Date().toISOString();
      const wrong = await signIn(
        auth,
        database.db,
        limits,
        { email: member.email, password: "wrong password!" },
        new Headers(),
      );
      expect(wrong.ok).toBe(false);
      expect((await lastSignIns(database.db)).has(member.id)).toBe(false);

      const result = await signIn(
        auth,
        database.db,
        limits,
        { email: member.email, password },
        new Headers(),
      );
      expect(result.ok).toBe(true);
      const signIns = await lastSignIns(database.db);
      expect(signIns.get(member.id)! >= before).toBe(true);
      expect(signIns.has(idle.id)).toBe(false);
    });

    it("keeps new-lead emails on by default and lets a person turn them off and on", async () => {
      const database = current();
      await prepareDatabase(database.db);
      const member = await insertStaff(database, { name: "Ravi" });

      expect(await leadAlertsWanted(database.db, member)).toBe(true);
      await setLeadAlerts(database.db, member, false);
      expect(await leadAlertsWanted(database.db, member)).toBe(false);
      await setLeadAlerts(database.db, member, true);
      expect(await leadAlertsWanted(database.db, member)).toBe(true);
      const log = await listAudit(database.db, { person: member });
      // Both in the same millisecond, maybe: their order in the log is not the point here.
      expect(log.rows.map((row) => row.sentence).sort()).toEqual([
        "Ravi turned off new-lead emails for themselves",
        "Ravi turned on new-lead emails for themselves",
      ]);
    });
  });
});
