import { describe, expect, it } from "vitest";
import { entriesHash } from "@/lib/ballot/verify";
import { registerPeople, storedReferences } from "@/tests/support/ballot";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { secondInstance } from "@/tests/support/second-instance";
import { commitBallot, type CommitResult } from "./commit";
import { drawBallot } from "./draw";
import { enterBallot, type EnterResult } from "./enter";
import { defaultLaunchSettings } from "@/lib/launch/settings";

describe("entries racing the commit", () => {
  forEachDatabase((current) => {
    it("50 entries on two connections around a commit: each is in the committed hash or refused, never in between", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const people = await registerPeople(db, 56);
      // PostgreSQL: a second pool, as a second app instance has. SQLite: the same connection, since
      // better-sqlite3 waits for a lock synchronously (tests/support/second-instance.ts).
      const pools = [db, secondInstance(database)];
      // Five are in before the race starts, so the commit always has some entries to cover.
      for (const leadId of people.slice(0, 5)) await enterBallot(db, { leadId, enteredBy: null });

      const racing = people.slice(5, 55);
      let commit: Promise<CommitResult> | undefined;
      const entries: Promise<EnterResult>[] = racing.map((leadId, i) => {
        // The commit goes out in the middle of the entries, from the second connection.
        if (i === 25) commit = commitBallot(pools[1]!, { id: "admin-1" });
        return enterBallot(pools[i % 2]!, { leadId, enteredBy: null });
      });
      const [results, committed] = await Promise.all([Promise.all(entries), commit!]);

      if (!committed.ok) throw new Error("the commit was refused");
      const accepted = results.flatMap((r) => (r.ok ? [r.reference] : []));
      const refused = results.filter((r) => !r.ok);
      expect(refused.every((r) => !r.ok && r.error === "closed")).toBe(true);
      expect(accepted.length + refused.length).toBe(50);

      // What the commit covered is exactly what is stored: 5 early entries and every one accepted.
      const stored = await storedReferences(db);
      expect(stored).toHaveLength(5 + accepted.length);
      expect(stored).toEqual(expect.arrayContaining(accepted));
      expect(committed.entries).toBe(stored.length);
      expect(committed.entriesHash).toBe(entriesHash(stored));
      // Nobody new can join afterwards.
      expect(await enterBallot(db, { leadId: people[55]!, enteredBy: null })).toEqual({
        ok: false,
        error: "closed",
      });
    });

    it("two commits at once, then two draws at once, on two connections: one of each wins", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      for (const leadId of await registerPeople(db, 6))
        await enterBallot(db, { leadId, enteredBy: null });
      const pools = [db, secondInstance(database)];
      const commits = await Promise.all(pools.map((pool) => commitBallot(pool, { id: "admin-1" })));
      expect(commits.filter((c) => c.ok)).toHaveLength(1);
      expect(commits.find((c) => !c.ok)).toEqual({
        ok: false,
        error: "conflict",
        status: "committed",
      });
      const draws = await Promise.all(
        pools.map((pool) => drawBallot(pool, { id: "admin-1" }, defaultLaunchSettings)),
      );
      expect(draws.filter((d) => d.ok)).toHaveLength(1);
      expect(draws.find((d) => !d.ok)).toEqual({ ok: false, error: "conflict", status: "drawn" });
      const mails = await db
        .selectFrom("outbox")
        .select("id")
        .where("topic", "=", "ballot_result")
        .execute();
      expect(mails).toHaveLength(6);
    });
  });
});
