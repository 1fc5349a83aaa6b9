import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { databaseTargets, type TestDatabase } from "@/tests/support/databases";
import { startTcpProxy, type TcpProxy } from "@/tests/support/tcp-proxy";
import { connect } from "./connect";

const postgres = databaseTargets.find((target) => target.name === "postgres");

describe.skipIf(!postgres)("a PostgreSQL that stops answering", () => {
  let database: TestDatabase | undefined;
  let proxy: TcpProxy | undefined;
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await proxy?.close();
    await database?.close();
  });

  /** A pool whose every byte goes through a proxy the test can stall. */
  async function proxiedPool(statementTimeoutMs: number) {
    if (!postgres) throw new Error("needs TEST_DATABASE_URL");
    database = await postgres.open();
    const url = new URL(database.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    const { db } = connect(url.toString(), { statementTimeoutMs, poolSize: 2 });
    cleanups.push(() => db.destroy());
    return db;
  }

  it("fails a transaction within the read timeout, not twice it or when the database returns, and the pool works again after", async () => {
    // Read timeout = statement timeout + 1 s (connect.ts).
    const db = await proxiedPool(500);
    await sql`select 1`.execute(db);
    const started = Date.now();
    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        proxy?.stall();
        await sql`select 2`.execute(trx);
      })
      .then(
        () => "committed",
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
    const elapsed = Date.now() - started;
    // Without the fix the ROLLBACK queued behind the unanswered statement and took a second
    // timeout; now it finds the connection ended (Kysely reports the ROLLBACK's error).
    expect(outcome).toMatch(/Query read timeout|not queryable/);
    expect(elapsed).toBeLessThan(2500);

    await proxy?.restore();
    for (let i = 0; i < 4; i++) {
      const { rows } = await sql<{ n: number }>`select ${i}::int as n`.execute(db);
      expect(rows[0]?.n).toBe(i);
    }
  });
});
