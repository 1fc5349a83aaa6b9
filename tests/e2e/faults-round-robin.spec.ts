import { expect, test } from "@playwright/test";
import { prepareDatabase } from "@/scripts/lib/prepare-database";
import { startAppServer, type AppServer } from "../support/app-server";
import { databaseTargets, type TestDatabase } from "../support/database-targets";
import { buyer, postRegistration, registrationBody } from "../support/registration-load";
import { insertStaff, setRule } from "../support/staff-members";

// Round robin over two app instances on one database (on SQLite, two processes on one file): 30
// new people posting at once, alternately to each instance, go 10 to each of 3 salespeople.
const PEOPLE = 30;
const SALES = 3;

for (const target of databaseTargets) {
  test.describe(`round robin over two instances on ${target.name}`, () => {
    test.describe.configure({ timeout: 120_000 });
    let database: TestDatabase | undefined;
    const servers: AppServer[] = [];

    test.beforeAll(async () => {
      database = await target.open();
      await prepareDatabase(database.url);
      for (let i = 0; i < SALES; i++) await insertStaff(database);
      await setRule(database, "round_robin");
      for (let i = 0; i < 2; i++) servers.push(await startAppServer({ databaseUrl: database.url }));
    });

    test.afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.close();
    });

    test(`${PEOPLE} new people at once through two instances go ${PEOPLE / SALES} to each of ${SALES} salespeople`, async () => {
      if (!database) throw new Error("the database did not open");
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: PEOPLE }, (_, i) =>
          postRegistration(
            servers[i % servers.length]?.origin ?? "",
            registrationBody(buyer(8_100_000 + i)),
          ),
        ),
      );
      const elapsed = Date.now() - started;
      expect(answers.map((answer) => answer.status)).toEqual(Array(PEOPLE).fill(201));

      const owners = await database.db
        .selectFrom("registrations")
        .select(["owner_id", (eb) => eb.fn.countAll<number | string>().as("n")])
        .where("duplicate_of", "is", null)
        .groupBy("owner_id")
        .execute();
      console.log(
        `[faults] round robin over two instances on ${target.name}: ${PEOPLE} posts in ${elapsed} ms, ` +
          `leads per salesperson ${owners.map((o) => Number(o.n)).join(", ")}`,
      );
      expect(owners.every((o) => o.owner_id !== null)).toBe(true);
      expect(owners.map((o) => Number(o.n))).toEqual(Array(SALES).fill(PEOPLE / SALES));
    });
  });
}
