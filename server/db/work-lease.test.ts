import { expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { migrateToLatest } from "./migrate";
import { takeWorkLease } from "./work-lease";

forEachDatabase((current) => {
  it("gives the lease to exactly one of many instances asking at once, and to the next when it lapses", async () => {
    const { db } = current();
    await migrateToLatest(db);
    const other = current().connectAgain();
    const at = new Date("2026-11-28T03:00:00.000Z");
    const holders = Array.from({ length: 12 }, (_, i) => `instance-${i}`);
    const won = await Promise.all(
      holders.map((holder, i) => takeWorkLease(i % 2 ? other : db, "cms-jobs", holder, 25_000, at)),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = holders[won.indexOf(true)]!;

    // Still held: the others are refused, the holder renews.
    const later = new Date(at.getTime() + 20_000);
    const loser = holders.find((holder) => holder !== winner)!;
    expect(await takeWorkLease(db, "cms-jobs", loser, 25_000, later)).toBe(false);
    expect(await takeWorkLease(db, "cms-jobs", winner, 25_000, later)).toBe(true);
    // Another kind of work has its own lease.
    expect(await takeWorkLease(db, "other-work", loser, 25_000, later)).toBe(true);

    // The holder stopped renewing: once its time has passed, the next to ask takes over.
    const lapsed = new Date(later.getTime() + 25_001);
    expect(await takeWorkLease(other, "cms-jobs", loser, 25_000, lapsed)).toBe(true);
    expect(await takeWorkLease(db, "cms-jobs", winner, 25_000, lapsed)).toBe(false);
    await other.destroy();
  });
});
