import { expect, test } from "@playwright/test";
import { prepareDatabase } from "@/scripts/lib/prepare-database";
import { startAppServer, type AppServer } from "../support/app-server";
import { databaseTargets, type TestDatabase } from "../support/database-targets";
import {
  buyer,
  postRegistration,
  registrationBody,
  startLoad,
  statusCounts,
} from "../support/registration-load";
import { checkStore } from "../support/stored-registrations";

// A server killed with SIGKILL in the middle of a load, then started again on the same database:
// what it acknowledged must all be there, whole. The Idempotency-Key tests share its processes.
const SERVER_ENV = {
  SALES_NOTIFY_EMAIL: "sales@skyhaven.example",
  LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hooks/lead",
  LEAD_WEBHOOK_SECRET: "fault-suite-webhook-secret-0123456789",
};
/** The buyer's acknowledgement, the sales notice and the webhook. */
const OUTBOX_PER_REGISTRATION = 3;
const CLIENTS = 20;
/** Every fourth post repeats one of these few people, so repeats race each other too. */
const REGULARS = 5;

async function countByEmail(db: TestDatabase["db"], email: string): Promise<number> {
  const rows = await db
    .selectFrom("registrations")
    .select("id")
    .where("email", "=", email)
    .execute();
  return rows.length;
}

for (const target of databaseTargets) {
  test.describe(`kill -9 on ${target.name}`, () => {
    test.describe.configure({ mode: "serial", timeout: 120_000 });
    let database: TestDatabase | undefined;
    let server: AppServer | undefined;
    const keyed = {
      key: `fault-key-${Date.now()}`,
      body: registrationBody(buyer(8_000_000)),
      id: "",
    };

    const current = () => {
      if (!database || !server) throw new Error("the server did not start");
      return { database, server };
    };

    test.beforeAll(async () => {
      database = await target.open();
      await prepareDatabase(database.url);
      server = await startAppServer({ databaseUrl: database.url, env: SERVER_ENV });
    });

    test.afterAll(async () => {
      await server?.stop();
      await database?.close();
    });

    test("five concurrent posts with one Idempotency-Key answer with one id and store one registration", async () => {
      const { database, server } = current();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          postRegistration(server.origin, keyed.body, {
            headers: { "idempotency-key": keyed.key },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
      const ids = new Set(answers.map((answer) => answer.id));
      expect(ids.size).toBe(1);
      keyed.id = answers[0]?.id ?? "";
      expect(await countByEmail(database.db, keyed.body.email)).toBe(1);
    });

    test("kill -9 in the middle of a load loses no acknowledged registration and leaves none half-written", async () => {
      const { database } = current();
      let running = current().server;
      const load = startLoad({
        clients: CLIENTS,
        origins: [running.origin],
        bodyFor: (n) => registrationBody(buyer(n % 4 === 0 ? n % REGULARS : 100 + n)),
      });
      const started = Date.now();
      // A few seconds of load, and enough acknowledged to make the kill land among commits.
      const deadline = started + 15_000;
      while (Date.now() < deadline) {
        const created = load.results.filter((posted) => posted.status === 201).length;
        if (Date.now() - started >= 2500 && created >= 50) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await running.kill();
      const killedAt = Date.now();
      const results = await load.stop();

      const restartedAt = Date.now();
      running = await startAppServer({ databaseUrl: database.url, env: SERVER_ENV });
      server = running;
      const restartMs = Date.now() - restartedAt;
      const after = await postRegistration(running.origin, registrationBody(buyer(0)));
      expect(after.status, after.body).toBe(201);

      const acknowledged = [
        ...results.flatMap((posted) => (posted.id ? [posted.id] : [])),
        keyed.id,
        after.id ?? "",
      ];
      const check = await checkStore(database.db, acknowledged, OUTBOX_PER_REGISTRATION);
      const unanswered = results.filter((posted) => posted.status === 0).length;
      console.log(
        `[faults] kill -9 on ${target.name}: ${results.length} posts by ${CLIENTS} clients in ` +
          `${killedAt - started} ms, answers ${JSON.stringify(statusCounts(results))} ` +
          `(${unanswered} without an answer); ` +
          `restart ${restartMs} ms; stored ${check.registrations} registrations ` +
          `(${check.registrations - acknowledged.length} committed but never acknowledged), ` +
          `${check.people} people, ${check.firsts} first`,
      );
      // The kill landed in the middle of the load: clients were waiting for answers.
      expect(unanswered).toBeGreaterThan(0);
      expect(results.filter((posted) => ![0, 201].includes(posted.status))).toEqual([]);
      expect(check.missing).toEqual([]);
      expect(check.withoutAudit).toEqual([]);
      expect(check.withoutOutbox).toEqual([]);
      expect(check.orphans).toBe(0);
      expect(check.badPeople).toEqual([]);
      expect(check.badRepeatCounts).toEqual([]);
      expect(check.firsts).toBe(check.people);
      expect(check.registrations).toBeGreaterThanOrEqual(acknowledged.length);
    });

    test("after kill -9 and a restart the same Idempotency-Key answers with the stored id, and another body with 422", async () => {
      const { database, server } = current();
      const again = await postRegistration(server.origin, keyed.body, {
        headers: { "idempotency-key": keyed.key },
      });
      expect(again.status, again.body).toBe(201);
      expect(again.id).toBe(keyed.id);
      const changed = await postRegistration(
        server.origin,
        { ...keyed.body, name: "Lim Mei Ling binti Ahmad" },
        { headers: { "idempotency-key": keyed.key } },
      );
      expect(changed.status, changed.body).toBe(422);
      expect(JSON.parse(changed.body)).toMatchObject({
        errors: { idempotencyKey: [expect.any(String)] },
      });
      expect(await countByEmail(database.db, keyed.body.email)).toBe(1);
    });
  });
}
