import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { createAuth } from "./create-auth";
import { LOCKOUT_POLICY } from "./lockout";
import { signIn } from "./sign-in";
import { createStaff, listStaff, resetStaffPassword } from "./staff";

const secret = "test-secret-that-is-long-enough-for-better-auth-0123456789";
const password = "correct horse battery";

describe("staff accounts and sign-in", () => {
  forEachDatabase((current) => {
    async function setup() {
      const { db, dialect } = current();
      await prepareDatabase(db);
      const auth = createAuth({ db, dialect, secret, baseURL: "http://localhost:3000" });
      return { db, auth };
    }

    it("creates an admin who can then sign in with the password", async () => {
      const { db, auth } = await setup();
      const admin = await createStaff(auth, {
        email: "Boss@SkyHaven.example",
        password,
        role: "admin",
      });
      expect(admin).toMatchObject({
        email: "boss@skyhaven.example",
        role: "admin",
        disabled: false,
      });
      expect(await listStaff(db)).toHaveLength(1);

      const result = await signIn(
        auth,
        db,
        { email: "boss@skyhaven.example", password },
        new Headers(),
      );
      expect(result).toEqual({ ok: true, userId: admin.id });
      const sessions = await db.selectFrom("staff_sessions").select("userId").execute();
      expect(sessions).toEqual([{ userId: admin.id }]);
      // The password is hashed by the library, never stored as typed.
      const account = await db
        .selectFrom("staff_accounts" as never)
        .selectAll()
        .executeTakeFirst();
      expect(JSON.stringify(account)).not.toContain(password);
    });

    it("locks the account after repeated wrong passwords, even for the right one", async () => {
      const { db, auth } = await setup();
      await createStaff(auth, { email: "sales@skyhaven.example", password, role: "sales" });
      const wrong = { email: "sales@skyhaven.example", password: "not the password" };
      const results = [];
      for (let i = 0; i < LOCKOUT_POLICY.lockAfter; i++) {
        results.push((await signIn(auth, db, wrong, new Headers())).ok === false);
      }
      expect(results.every(Boolean)).toBe(true);
      const right = await signIn(auth, db, { email: wrong.email, password }, new Headers());
      expect(right).toMatchObject({ ok: false, reason: "locked" });
      const audit = await db.selectFrom("audit_log").select("action").execute();
      expect(audit.filter((a) => a.action === "staff.sign_in_failed")).toHaveLength(
        LOCKOUT_POLICY.lockAfter,
      );
    }, 30_000);

    it("resets a password and ends the person's sessions", async () => {
      const { db, auth } = await setup();
      const member = await createStaff(auth, {
        email: "a@skyhaven.example",
        password,
        role: "sales",
      });
      await signIn(auth, db, { email: member.email, password }, new Headers());
      await resetStaffPassword(auth, member.id, "a brand new passphrase");
      expect(await db.selectFrom("staff_sessions").selectAll().execute()).toHaveLength(0);
      const old = await signIn(auth, db, { email: member.email, password }, new Headers());
      expect(old).toMatchObject({ ok: false, reason: "invalid" });
      const fresh = await signIn(
        auth,
        db,
        { email: member.email, password: "a brand new passphrase" },
        new Headers(),
      );
      expect(fresh.ok).toBe(true);
    });
  });
});
