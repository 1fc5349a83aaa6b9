import { afterEach, beforeEach, describe } from "vitest";
import { databaseTargets, type DatabaseTarget, type TestDatabase } from "./database-targets";

export { databaseTargets, type DatabaseTarget, type TestDatabase };

/**
 * Runs `suite` once per database target inside a `describe` named after it. Every test gets its own
 * fresh, empty database through `current()`, closed and removed after the test.
 */
export function forEachDatabase(
  suite: (current: () => TestDatabase, target: DatabaseTarget) => void,
): void {
  describe.each(databaseTargets)("$name", (target) => {
    let database: TestDatabase | undefined;

    beforeEach(async () => {
      database = await target.open();
    });

    afterEach(async () => {
      const closing = database;
      database = undefined;
      await closing?.close();
    });

    suite(() => {
      if (!database) throw new Error("No database is open: call current() inside a test or hook");
      return database;
    }, target);
  });
}
