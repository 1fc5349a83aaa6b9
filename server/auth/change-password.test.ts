import { afterEach, describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from "@/tests/support/redis";
import { prepareDatabase } from "@/tests/support/registrations";
import { changeOwnPassword } from "./change-password";
import { createAuth, type Auth } from "./create-auth";
import { createSignInLimits, SIGN_IN_POLICY, type SignInLimits } from "./sign-in-limits";
import { createStaff } from "./staff";

const secret = "test-secret-that-is-long-enough-for-better-auth-0123456789";
const password = "correct horse battery";
const email = "sales@skyhaven.example";

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

/** A signed-in person's request headers: their session cookie, from `address`. */
async function sessionHeaders(auth: Auth, who: string, pass: string, address: string) {
  const { headers } = await auth.api.signInEmail({
    body: { email: who, password: pass },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return (from: string = address) => new Headers({ cookie, "x-forwarded-for": from });
}

describe("changing one's own password", () => {
  forEachDatabase((current) => {
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
          const staff = await createStaff(auth, { email, password, role: "sales" });
          const prefix = uniqueRedisPrefix("pwchange");
          // Two instances' limits on one store: the counts are shared, not per process.
          const instances = [0, 1].map(() =>
            createSignInLimits({
              connection: database,
              redisUrl,
              keyPrefix: prefix,
              scope: "password-change",
            }),
          );
          for (const limits of instances) opened.push({ limits, prefix, redisUrl });
          const session = await sessionHeaders(auth, email, password, "198.51.100.7");
          const change = (currentPassword: string, instance: number, headers = session()) =>
            changeOwnPassword(
              auth,
              database.db,
              instances[instance]!,
              staff.id,
              { currentPassword, newPassword: "a brand new passphrase" },
              headers,
            );
          return { database, auth, staff, change, session, prefix };
        }

        it("checks at most five of 20 wrong current passwords sent at once to two instances, then refuses even the right one", async () => {
          const { auth, database, change } = await setup();
          const { password: hasher } = await auth.$context;
          let checks = 0;
          const { verify } = hasher;
          hasher.verify = (data) => (checks++, verify(data));

          const results = await Promise.all(
            Array.from({ length: 20 }, (_, i) => change(`guess ${i}`, i % 2)),
          );

          expect(checks).toBe(SIGN_IN_POLICY.lockAfter);
          expect(results.filter((r) => !r.ok && r.reason === "wrong")).toHaveLength(
            SIGN_IN_POLICY.lockAfter - 1,
          );
          const right = await change(password, 1);
          expect(right).toMatchObject({ ok: false, reason: "locked" });
          expect(checks).toBe(SIGN_IN_POLICY.lockAfter);
          if (!right.ok && right.reason === "locked") {
            const minutes = (right.until.getTime() - Date.now()) / 60_000;
            expect(minutes).toBeGreaterThan(SIGN_IN_POLICY.lockMinutes - 1);
          }
          const audit = await database.db
            .selectFrom("audit_log")
            .select("action")
            .where("action", "=", "staff.change_password_failed")
            .execute();
          expect(audit).toHaveLength(SIGN_IN_POLICY.lockAfter);
        }, 30_000);

        it("changes the password with the right one and forgets the earlier wrong ones", async () => {
          const { auth, change } = await setup();
          for (let i = 0; i < SIGN_IN_POLICY.lockAfter - 1; i++) {
            expect(await change("guess", 0)).toEqual({ ok: false, reason: "wrong" });
          }
          expect(await change(password, 1)).toEqual({ ok: true });
          const signedIn = await auth.api.signInEmail({
            body: { email, password: "a brand new passphrase" },
          });
          expect(signedIn.user.email).toBe(email);
        }, 30_000);
      });
    }
  });
});
