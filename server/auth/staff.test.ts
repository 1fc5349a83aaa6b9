import { afterEach, describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { createAuth } from "./create-auth";
import { signIn } from "./sign-in";
import { createSignInLimits, SIGN_IN_POLICY, type SignInLimits } from "./sign-in-limits";
import { createStaff, listStaff, resetStaffPassword } from "./staff";

const secret = "test-secret-that-is-long-enough-for-better-auth-0123456789";
const password = "correct horse battery";

describe("staff accounts and sign-in", () => {
  forEachDatabase((current) => {
    let opened: SignInLimits | undefined;
    afterEach(() => opened?.close());

    async function setup() {
      const { db, dialect } = current();
      await prepareDatabase(db);
      const auth = createAuth({ db, dialect, secret, baseURL: "http://localhost:3000" });
      const limits = createSignInLimits({ connection: current() });
      opened = limits;
      return { db, auth, limits };
    }

    it("creates an admin who can then sign in with the password", async () => {
      const { db, auth, limits } = await setup();
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
        limits,
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
      const { db, auth, limits } = await setup();
      await createStaff(auth, { email: "sales@skyhaven.example", password, role: "sales" });
      const wrong = { email: "sales@skyhaven.example", password: "not the password" };
      const results = [];
      for (let i = 0; i < SIGN_IN_POLICY.lockAfter; i++) {
        results.push((await signIn(auth, db, limits, wrong, new Headers())).ok === false);
      }
      expect(results.every(Boolean)).toBe(true);
      const right = await signIn(auth, db, limits, { email: wrong.email, password }, new Headers());
      expect(right).toMatchObject({ ok: false, reason: "locked" });
      const audit = await db.selectFrom("audit_log").select("action").execute();
      expect(audit.filter((a) => a.action === "staff.sign_in_failed")).toHaveLength(
        SIGN_IN_POLICY.lockAfter,
      );
    }, 30_000);

    it("resets a password and ends the person's sessions", async () => {
      const { db, auth, limits } = await setup();
      const member = await createStaff(auth, {
        email: "a@skyhaven.example",
        password,
        role: "sales",
      });
      await signIn(auth, db, limits, { email: member.email, password }, new Headers());
      await resetStaffPassword(auth, member.id, "a brand new passphrase");
      expect(await db.selectFrom("staff_sessions").selectAll().execute()).toHaveLength(0);
      const old = await signIn(auth, db, limits, { email: member.email, password }, new Headers());
      expect(old).toMatchObject({ ok: false, reason: "invalid" });
      const fresh = await signIn(
        auth,
        db,
        limits,
        { email: member.email, password: "a brand new passphrase" },
        new Headers(),
      );
      expect(fresh.ok).toBe(true);
    });
  });
});
