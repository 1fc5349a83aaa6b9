import { afterEach, describe, expect, it } from "vitest";
import { forEachDatabase, type TestDatabase } from "@/tests/support/databases";
import { deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from "@/tests/support/redis";
import { prepareDatabase } from "@/tests/support/registrations";
import { metrics } from "../metrics/registry";
import { createAuth, type Auth } from "./create-auth";
import { signIn, type SignInResult } from "./sign-in";
import { createSignInLimits, SIGN_IN_POLICY, type SignInLimits } from "./sign-in-limits";
import { createStaff } from "./staff";

const signInRefusals = async () =>
  (await metrics().rateLimited.get()).values.find(({ labels }) => labels.limiter === "sign-in")
    ?.value ?? 0;

const secret = "test-secret-that-is-long-enough-for-better-auth-0123456789";
const password = "correct horse battery";
const email = "sales@skyhaven.example";

/** Where the counts live: the test's database, and Redis too when TEST_REDIS_URL is set. */
const stores = [
  { store: "the database", redisUrl: undefined },
  ...(testRedisUrl ? [{ store: "Redis", redisUrl: testRedisUrl }] : []),
];

const opened: { limits: SignInLimits; prefix: string; redisUrl?: string }[] = [];

afterEach(async () => {
  for (const { limits, prefix, redisUrl } of opened.splice(0)) {
    limits.close();
    if (redisUrl) await deleteRedisKeys(redisUrl, prefix);
  }
});

const from = (address: string) => new Headers({ "x-forwarded-for": address });

/** A distinct address per request: a burst from many machines, so only the account limit applies. */
const botnet = (i: number) => from(`10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`);

/** Counts the password work better-auth does: a verify for a known email, a hash for an unknown one. */
async function countPasswordChecks(auth: Auth) {
  const { password: hasher } = await auth.$context;
  const counter = { checks: 0 };
  const { verify, hash } = hasher;
  hasher.verify = (data) => {
    counter.checks++;
    return verify(data);
  };
  hasher.hash = (plain) => {
    counter.checks++;
    return hash(plain);
  };
  return counter;
}

async function auditCount(database: TestDatabase, action: string): Promise<number> {
  const rows = await database.db
    .selectFrom("audit_log")
    .select("action")
    .where("action", "=", action)
    .execute();
  return rows.length;
}

const reasons = (results: SignInResult[]) => results.map((r) => (r.ok ? "ok" : r.reason)).sort();

describe("staff sign-in limits", () => {
  forEachDatabase((current) => {
    it("counts in the database while Redis is unreachable, and still checks at most five passwords", async () => {
      const database = current();
      await prepareDatabase(database.db);
      const auth = createAuth({
        db: database.db,
        dialect: database.dialect,
        secret,
        baseURL: "http://localhost:3000",
      });
      await createStaff(auth, { email, password, role: "sales" });
      const limits = createSignInLimits({ connection: database, redisUrl: "redis://127.0.0.1:1" });
      opened.push({ limits, prefix: "unused" });
      const counter = await countPasswordChecks(auth);

      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          signIn(auth, database.db, limits, { email, password: `guess ${i}` }, botnet(i)),
        ),
      );

      expect(counter.checks).toBe(SIGN_IN_POLICY.lockAfter);
      const row = await database.db
        .selectFrom("staff_sign_in_limits")
        .select(["key", "points"])
        .where("key", "=", `skyhaven:signin:account:${email}`)
        .executeTakeFirst();
      expect(row).toMatchObject({ points: SIGN_IN_POLICY.lockAfter + 1 });
    }, 30_000);

    for (const { store, redisUrl } of stores) {
      describe(`counting in ${store}`, () => {
        async function setup() {
          const database = current();
          await prepareDatabase(database.db);
          const auth = createAuth({
            db: database.db,
            dialect: database.dialect,
            secret,
            baseURL: "http://localhost:3000",
          });
          await createStaff(auth, { email, password, role: "sales" });
          const prefix = uniqueRedisPrefix("signin");
          const limits = createSignInLimits({ connection: database, redisUrl, keyPrefix: prefix });
          opened.push({ limits, prefix, redisUrl });
          const counter = await countPasswordChecks(auth);
          const attempt = (pass: string, headers: Headers, who = email) =>
            signIn(auth, database.db, limits, { email: who, password: pass }, headers);
          return { database, counter, attempt, limits, auth };
        }

        it("checks at most five passwords of a burst of 100 wrong ones and the right one, and records every failure", async () => {
          const { database, counter, attempt } = await setup();
          const refusedBefore = await signInRefusals();

          const started = Date.now();
          const results = await Promise.all([
            ...Array.from({ length: 100 }, (_, i) => attempt(`wrong guess ${i}`, botnet(i))),
            attempt(password, botnet(100)),
          ]);

          expect(counter.checks).toBe(SIGN_IN_POLICY.lockAfter);
          const right = results.at(-1);
          expect(right).toMatchObject({ ok: false, reason: "locked" });
          // Four plain refusals, then the fifth failure locks, and everything after it is refused.
          expect(reasons(results)).toEqual([
            ...Array<string>(SIGN_IN_POLICY.lockAfter - 1).fill("invalid"),
            ...Array<string>(101 - SIGN_IN_POLICY.lockAfter + 1).fill("locked"),
          ]);
          if (right && !right.ok && "until" in right) {
            const minutesLeft = (right.until.getTime() - started) / 60_000;
            expect(minutesLeft).toBeGreaterThan(SIGN_IN_POLICY.lockMinutes - 1);
            expect(minutesLeft).toBeLessThanOrEqual(SIGN_IN_POLICY.lockMinutes + 1);
          }
          expect(await auditCount(database, "staff.sign_in_failed")).toBe(counter.checks);
          expect(await auditCount(database, "staff.sign_in_locked")).toBe(101 - counter.checks);
          expect(await auditCount(database, "staff.sign_in")).toBe(0);
          // Each attempt refused unchecked is a rate-limited request in /api/metrics.
          expect((await signInRefusals()) - refusedBefore).toBe(101 - counter.checks);

          // Still locked for the right password afterwards, and still nothing checked.
          expect(await attempt(password, from("192.0.2.1"))).toMatchObject({ reason: "locked" });
          expect(counter.checks).toBe(SIGN_IN_POLICY.lockAfter);
          expect(await database.db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
        }, 30_000);

        it("shuts out an address that guesses across many accounts, but not the account elsewhere", async () => {
          const { counter, attempt } = await setup();
          const guesser = from("203.0.113.9");

          const results = await Promise.all(
            Array.from({ length: 40 }, (_, i) =>
              attempt("password123", guesser, `person${i}@skyhaven.example`),
            ),
          );

          expect(counter.checks).toBe(SIGN_IN_POLICY.addressLockAfter);
          expect(reasons(results).filter((r) => r === "blocked")).toHaveLength(
            40 - SIGN_IN_POLICY.addressLockAfter + 1,
          );
          // The right password from that address is refused unchecked; from another it works.
          expect(await attempt(password, guesser)).toMatchObject({ ok: false, reason: "blocked" });
          expect(counter.checks).toBe(SIGN_IN_POLICY.addressLockAfter);
          expect(await attempt(password, from("198.51.100.4"))).toMatchObject({ ok: true });
        }, 30_000);

        it("does not count a locked account's refusals against the address trying it", async () => {
          const { counter, attempt } = await setup();
          const office = from("198.51.100.20");
          for (let i = 0; i < SIGN_IN_POLICY.lockAfter; i++) await attempt("wrong", botnet(i));

          const retries = [];
          for (let i = 0; i < SIGN_IN_POLICY.addressLockAfter + 5; i++) {
            retries.push(await attempt(password, office));
          }

          expect(reasons(retries)).toEqual(
            Array<string>(SIGN_IN_POLICY.addressLockAfter + 5).fill("locked"),
          );
          expect(counter.checks).toBe(SIGN_IN_POLICY.lockAfter);
          // A colleague in the same office still signs in.
          const colleague = "colleague@skyhaven.example";
          expect(await attempt("a wrong one", office, colleague)).toMatchObject({
            reason: "invalid",
          });
        }, 30_000);

        it("lifts the lock when an admin sets a new password", async () => {
          const { attempt, limits } = await setup();
          await Promise.all(Array.from({ length: 10 }, (_, i) => attempt("wrong", botnet(i))));
          expect(await attempt(password, botnet(50))).toMatchObject({ reason: "locked" });

          await limits.unlock("Sales@SkyHaven.example");

          expect(await attempt(password, botnet(51))).toMatchObject({ ok: true });
        }, 30_000);

        it("refuses a disabled account before its password is checked, as a wrong password is refused", async () => {
          const { database, attempt, auth } = await setup();
          const banned = database.dialect === "postgres" ? true : 1;
          await database.db
            .updateTable("staff_users")
            .set({ banned })
            .where("email", "=", email)
            .execute();
          const { password: hasher } = await auth.$context;
          const verified: string[] = [];
          const hashed: string[] = [];
          const { verify, hash } = hasher;
          hasher.verify = (data) => (verified.push(data.password), verify(data));
          hasher.hash = (plain) => (hashed.push(plain), hash(plain));

          const right = await attempt(password, from("198.51.100.40"));
          const wrong = await attempt("not the password", from("198.51.100.41"));

          // The same answer for the right password as for a wrong one, with the same work done
          // (one scrypt hash of what was typed), and the stored password never compared.
          expect(right).toEqual({ ok: false, reason: "invalid" });
          expect(wrong).toEqual(right);
          expect(verified).toEqual([]);
          expect(hashed).toEqual([password, "not the password"]);
          expect(await database.db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
          expect(await auditCount(database, "staff.sign_in_disabled")).toBe(2);
          // Guesses at a disabled account count like any others: it locks after five.
          await Promise.all(
            Array.from({ length: SIGN_IN_POLICY.lockAfter - 2 }, (_, i) =>
              attempt(password, botnet(i)),
            ),
          );
          expect(await attempt(password, botnet(9))).toMatchObject({ ok: false, reason: "locked" });
        }, 30_000);

        it("forgets earlier wrong passwords once the right one is given", async () => {
          const { attempt } = await setup();
          const desk = from("198.51.100.30");
          for (let i = 0; i < SIGN_IN_POLICY.lockAfter - 1; i++) {
            expect(await attempt("wrong", desk)).toMatchObject({ reason: "invalid" });
          }
          expect(await attempt(password, desk)).toMatchObject({ ok: true });
          for (let i = 0; i < SIGN_IN_POLICY.lockAfter - 1; i++) {
            expect(await attempt("wrong", desk)).toMatchObject({ reason: "invalid" });
          }
        }, 30_000);
      });
    }
  });
});
