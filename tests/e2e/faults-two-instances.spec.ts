import { expect, test } from "@playwright/test";
import { prepareDatabase } from "@/scripts/lib/prepare-database";
import { startAppServer, type AppServer } from "../support/app-server";
import { databaseTargets, type TestDatabase } from "../support/database-targets";
import { buyer, postRegistration, registrationBody } from "../support/registration-load";

// Two app instances on one database (on SQLite, two processes on one file) and one person posting
// from both at once: the database, not either instance, decides which registration is the first.
const POSTS = 20;
const ROUNDS = 3;

for (const target of databaseTargets) {
  test.describe(`two instances on ${target.name}`, () => {
    test.describe.configure({ timeout: 120_000 });
    let database: TestDatabase | undefined;
    const servers: AppServer[] = [];

    test.beforeAll(async () => {
      database = await target.open();
      await prepareDatabase(database.url);
      for (let i = 0; i < 2; i++) servers.push(await startAppServer({ databaseUrl: database.url }));
    });

    test.afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.close();
    });

    test(`${POSTS} concurrent posts of one person over two instances make exactly one first registration and ${POSTS - 1} repeats linked to it, ${ROUNDS} times`, async () => {
      if (!database) throw new Error("the database did not open");
      for (let round = 0; round < ROUNDS; round++) {
        const body = registrationBody(buyer(7_000_000 + round));
        const started = Date.now();
        const answers = await Promise.all(
          Array.from({ length: POSTS }, (_, i) =>
            postRegistration(servers[i % servers.length]?.origin ?? "", body),
          ),
        );
        const elapsed = Date.now() - started;
        expect(answers.map((answer) => answer.status)).toEqual(Array(POSTS).fill(201));

        const rows = await database.db
          .selectFrom("registrations")
          .select(["id", "duplicate_of", "repeat_count"])
          .where("email", "=", body.email)
          .execute();
        const firsts = rows.filter((row) => row.duplicate_of === null);
        console.log(
          `[faults] two instances on ${target.name}, round ${round + 1}: ${POSTS} posts in ${elapsed} ms, ` +
            `${rows.length} stored, ${firsts.length} first`,
        );
        expect(rows.map((row) => row.id).sort()).toEqual(
          answers.map((answer) => answer.id ?? "").sort(),
        );
        expect(firsts).toHaveLength(1);
        const first = firsts[0];
        expect(rows.filter((row) => row !== first && row.duplicate_of !== first?.id)).toEqual([]);
        expect(Number(first?.repeat_count)).toBe(POSTS - 1);
      }
    });
  });
}
