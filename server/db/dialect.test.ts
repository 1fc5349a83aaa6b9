import { describe, expect, it } from "vitest";
import { databaseTargets } from "@/tests/support/databases";
import { isPostgres, POSTGRES_MARK } from "./dialect";

/** A connection as another copy of Kysely sees it: an adapter of a class it does not know. */
const foreign = (adapter: object) => ({ getExecutor: () => ({ adapter }) }) as never;

describe("isPostgres", () => {
  it("knows PostgreSQL by the mark connect() sets, across copies of Kysely in one process", () => {
    const marked = {};
    Object.defineProperty(marked, POSTGRES_MARK, { value: true });
    expect(isPostgres(foreign(marked))).toBe(true);
    expect(isPostgres(foreign({}))).toBe(false);
  });

  for (const target of databaseTargets) {
    it(`tells ${target.name} apart, in a transaction too`, async () => {
      const database = await target.open();
      try {
        const expected = target.name === "postgres";
        expect(isPostgres(database.db)).toBe(expected);
        await database.db.transaction().execute(async (trx) => {
          expect(isPostgres(trx)).toBe(expected);
        });
      } finally {
        await database.close();
      }
    });
  }
});
