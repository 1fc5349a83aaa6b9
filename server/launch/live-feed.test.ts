import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { secondInstance } from "@/tests/support/second-instance";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";
import { seedSampleUnits } from "../units/seed";
import { UnitFeed, type FeedOptions, type Listener, type NotificationSource } from "./live-feed";
import { postgresNotifications } from "./unit-notifications";
import { recordUnitEvent } from "./unit-events";

/** One message of an event stream as a browser would dispatch it. */
interface Message {
  event: string;
  id: string | undefined;
  data: string;
}

/** A listener's stream, kept as text and read back as messages. */
function recorder() {
  let text = "";
  let ended = false;
  const sink = {
    write: (chunk: string) => void (text += chunk),
    end: () => void (ended = true),
  };
  const messages = (): Message[] =>
    text
      .split("\n\n")
      .filter((block) => block.trim() && !block.startsWith(":") && !block.startsWith("retry:"))
      .map((block) => {
        const fields = new Map(
          block.split("\n").map((line) => {
            const at = line.indexOf(": ");
            return [line.slice(0, at), line.slice(at + 2)] as const;
          }),
        );
        return {
          event: fields.get("event") ?? "message",
          id: fields.get("id"),
          data: fields.get("data") ?? "",
        };
      });
  /** The changes sent: the id each came with (the resume point) and its data. */
  const changes = () =>
    messages()
      .filter((message) => message.event === "message")
      .map((message) => {
        const data = JSON.parse(message.data) as { id: string; status: string };
        return { cursor: message.id, unit: data.id, status: data.status };
      });
  return { sink, text: () => text, ended: () => ended, messages, changes };
}

async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A unit status change as the launch commits one: the unit and its event in one transaction. */
async function change(db: Kysely<Database>, unitId: string, status: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("units").set({ status }).where("id", "=", unitId).execute();
    await recordUnitEvent(trx, unitId, status, new Date().toISOString());
  });
}

/** A change whose transaction stays open, holding its event number, until `commit`. */
function openTransaction(db: Kysely<Database>, unitId: string, status: string) {
  let inserted!: () => void;
  let release!: () => void;
  const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = db.transaction().execute(async (trx) => {
    await recordUnitEvent(trx, unitId, status, new Date().toISOString());
    inserted();
    await released;
  });
  return {
    inserted: insertedNow,
    commit: () => {
      release();
      return done;
    },
  };
}

const eventNumbers = async (db: Kysely<Database>) => {
  const rows = await db.selectFrom("unit_events").select(["id", "unit_id"]).orderBy("id").execute();
  return rows.map((row) => ({ seq: Number(row.id), unit: row.unit_id }));
};

const feeds: UnitFeed[] = [];
afterEach(async () => {
  await Promise.all(feeds.splice(0).map((feed) => feed.close()));
});

function feedOn(db: Kysely<Database>, options: Partial<FeedOptions> = {}): UnitFeed {
  const feed = new UnitFeed({ db, pollMs: 40, lingerMs: 0, heartbeatMs: 60_000, ...options });
  feeds.push(feed);
  return feed;
}

async function listen(feed: UnitFeed, lastEventId: string | null = null) {
  const stream = recorder();
  const listener = feed.open(stream.sink) as Listener;
  expect(listener).not.toBeNull();
  await listener.begin(lastEventId);
  return { ...stream, listener };
}

describe("the live unit feed", () => {
  forEachDatabase((current, target) => {
    const prepare = async () => {
      const { db } = current();
      await migrateToLatest(db);
      await seedSampleUnits(db);
      return db;
    };

    it("starts a new listener with every unit's status, then sends each change with its event number", async () => {
      const db = await prepare();
      const feed = feedOn(db);
      const stream = await listen(feed);
      expect(stream.text().startsWith("retry: 2000\n\n")).toBe(true);
      const [snapshot] = stream.messages();
      expect(snapshot?.event).toBe("snapshot");
      const statuses = JSON.parse(snapshot?.data ?? "{}") as Record<string, string>;
      expect(Object.keys(statuses)).toHaveLength(688);
      expect(statuses["A-06-01"]).toMatch(/^(available|reserved|booked|sold)$/);

      await change(db, "A-12-03", "held");
      await until(() => stream.changes().length === 1, "the change");
      const seq = (await eventNumbers(db))[0]?.seq;
      expect(stream.changes()).toEqual([{ cursor: String(seq), unit: "A-12-03", status: "held" }]);
      expect(stream.text()).toContain(`id: ${seq}\ndata: {"id":"A-12-03","status":"held"}\n\n`);
      expect(snapshot?.id).toBe("0");
    });

    it("delivers a change committed through another connection, as another instance would", async () => {
      const db = await prepare();
      const feed = feedOn(db);
      const stream = await listen(feed);
      const other = current().connectAgain();
      const started = Date.now();
      await change(other, "B-20-01", "booked");
      await until(() => stream.changes().length === 1, "the other instance's change");
      expect(Date.now() - started).toBeLessThan(2000);
      expect(stream.changes()[0]).toMatchObject({ unit: "B-20-01", status: "booked" });
    });

    it("resumes after a Last-Event-ID with exactly the changes after it, then goes on live", async () => {
      const db = await prepare();
      const feed = feedOn(db);
      const first = await listen(feed);
      for (const [unit, status] of [
        ["A-06-01", "held"],
        ["A-06-02", "held"],
        ["A-06-03", "booked"],
      ] as const)
        await change(db, unit, status);
      await until(() => first.changes().length === 3, "three changes");
      const numbers = await eventNumbers(db);
      expect(first.changes().map((one) => one.cursor)).toEqual(numbers.map((n) => String(n.seq)));

      const resumed = await listen(feed, first.changes()[0]?.cursor as string);
      expect(resumed.messages().some((message) => message.event === "snapshot")).toBe(false);
      expect(resumed.changes()).toEqual(first.changes().slice(1));
      await change(db, "A-06-04", "sold");
      await until(() => resumed.changes().length === 3, "the live change after the resume");
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(resumed.changes().map((one) => one.unit)).toEqual(["A-06-02", "A-06-03", "A-06-04"]);
      expect(first.changes()).toHaveLength(4);
    });

    it("sends a snapshot instead when the Last-Event-ID is invalid, unknown or older than the table holds", async () => {
      const db = await prepare();
      const feed = feedOn(db);
      await change(db, "A-06-01", "held");
      await change(db, "A-06-02", "held");
      const [oldest, newest] = (await eventNumbers(db)).map((event) => event.seq) as [
        number,
        number,
      ];
      for (const id of ["abc", "-1", String(newest + 50)]) {
        const stream = await listen(feed, id);
        expect(stream.messages()[0]?.event, id).toBe("snapshot");
        expect(stream.changes(), id).toEqual([]);
      }
      // The events up to the oldest are removed: a listener that stopped before them missed some.
      await db.deleteFrom("unit_events").where("id", "=", oldest).execute();
      const stale = await listen(feed, String(oldest - 1));
      expect(stale.messages()[0]?.event).toBe("snapshot");
      const fine = await listen(feed, String(oldest));
      expect(fine.changes()).toEqual([{ cursor: String(newest), unit: "A-06-02", status: "held" }]);
    });

    it("sends no change twice to a listener that resumes while changes keep committing", async () => {
      const db = await prepare();
      const other = secondInstance(current());
      const feed = feedOn(db);
      const first = await listen(feed);
      const resumed: { from: string; stream: Awaited<ReturnType<typeof listen>> }[] = [];
      const unit = (n: number) => `X-${String(n).padStart(3, "0")}`;
      const writing = (async () => {
        for (let n = 0; n < 80; n += 2) {
          // Two at a time, through two connections: on PostgreSQL they may commit out of order.
          await Promise.all([change(db, unit(n), "held"), change(other, unit(n + 1), "held")]);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      for (let i = 0; i < 6; i++) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        const from = first.changes().at(-1)?.cursor ?? "0";
        resumed.push({ from, stream: await listen(feed, from) });
      }
      await writing;
      const all = await eventNumbers(db);
      const owed = (from: string) => all.filter((event) => event.seq > Number(from));
      for (const { from, stream } of [{ from: "0", stream: first }, ...resumed])
        await until(
          () =>
            owed(from).every((event) => stream.changes().some((one) => one.unit === event.unit)),
          `every change after ${from}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 150));

      const units = (stream: typeof first) => stream.changes().map((one) => one.unit);
      expect(units(first).sort()).toEqual(all.map((event) => event.unit).sort());
      for (const { from, stream } of resumed) {
        const sent = units(stream);
        expect(new Set(sent).size, `resumed from ${from}: a change sent twice`).toBe(sent.length);
        const missed = owed(from).filter((event) => !sent.includes(event.unit));
        expect(missed, `resumed from ${from}`).toEqual([]);
      }
    });

    it("ends every stream when the server stops, and takes no listener after", async () => {
      const db = await prepare();
      const feed = feedOn(db);
      const streams = [await listen(feed), await listen(feed)];
      await feed.close();
      expect(streams.map((stream) => stream.ended())).toEqual([true, true]);
      expect(feed.listeners).toBe(0);
      expect(feed.open(recorder().sink)).toBeNull();
    });

    it("refuses listeners beyond its cap, and forgets one that leaves", async () => {
      const db = await prepare();
      const feed = feedOn(db, { maxListeners: 2 });
      const one = await listen(feed);
      await listen(feed);
      expect(feed.open(recorder().sink)).toBeNull();
      one.listener.close();
      expect(feed.listeners).toBe(1);
      expect(feed.open(recorder().sink)).not.toBeNull();
    });

    it("stops reading once the last listener leaves, and starts again for the next", async () => {
      const db = await prepare();
      const opened: string[] = [];
      const notifications: NotificationSource = () => {
        opened.push("open");
        return { close: async () => void opened.push("close") };
      };
      const feed = feedOn(db, { notifications, lingerMs: 20 });
      const one = await listen(feed);
      one.listener.close();
      await until(() => opened.length === 2, "the feed to stop");
      expect(opened).toEqual(["open", "close"]);
      const two = await listen(feed);
      await change(db, "A-07-01", "held");
      await until(() => two.changes().length === 1, "the change after the restart");
      expect(opened).toEqual(["open", "close", "open"]);
    });

    it("sends a heartbeat comment to keep quiet streams open", async () => {
      const db = await prepare();
      const feed = feedOn(db, { heartbeatMs: 30 });
      const stream = await listen(feed);
      await until(() => stream.text().includes(": keep-alive\n\n"), "a heartbeat");
      expect(stream.changes()).toEqual([]);
    });

    it.runIf(target.name === "postgres")(
      "sends a change that commits after a higher-numbered one, once, and resumes from below it",
      async () => {
        const db = await prepare();
        // The table already holds changes, as on launch day.
        await change(db, "A-08-03", "held");
        const feed = feedOn(db, { gapMs: 10_000 });
        const stream = await listen(feed);

        // Another instance's change takes its number first and commits last.
        const slow = openTransaction(current().connectAgain(), "A-08-01", "held");
        await slow.inserted;
        let resumed: Awaited<ReturnType<typeof listen>> | undefined;
        try {
          await change(db, "A-08-02", "booked");
          await until(() => stream.changes().length === 1, "the later number");
          resumed = await listen(feed, stream.changes()[0]?.cursor as string);
          expect(resumed.changes().map((one) => one.unit)).toEqual(["A-08-02"]);
        } finally {
          await slow.commit();
        }
        await until(() => stream.changes().length === 2, "the earlier number, once committed");
        await until(() => resumed?.changes().length === 2, "the earlier number, resumed");
        await new Promise((resolve) => setTimeout(resolve, 200));

        const [before, early, late] = (await eventNumbers(db)).map((event) => event.seq);
        expect([early, late]).toEqual([(before as number) + 1, (before as number) + 2]);
        // The later change's id stays below the uncommitted number, so a resume from it reads
        // that number too; the earlier change follows once committed, and nothing comes twice.
        expect(stream.changes()).toEqual([
          { cursor: String(before), unit: "A-08-02", status: "booked" },
          { cursor: String(early), unit: "A-08-01", status: "held" },
        ]);
        expect(resumed?.changes().map((one) => one.unit)).toEqual(["A-08-02", "A-08-01"]);
      },
    );

    it.runIf(target.name === "postgres")(
      "gives up on a number whose change was rolled back, after the gap time",
      async () => {
        const db = await prepare();
        const feed = feedOn(db, { gapMs: 300 });
        const stream = await listen(feed);
        await db
          .transaction()
          .execute(async (trx) => {
            await recordUnitEvent(trx, "A-09-01", "held", new Date().toISOString());
            throw new Error("rolled back");
          })
          .catch(() => {});
        await change(db, "A-09-02", "held");
        await until(() => stream.changes().length === 1, "the change after the rolled-back one");
        const afterGap = Number(stream.changes()[0]?.cursor);
        await new Promise((resolve) => setTimeout(resolve, 500));
        await change(db, "A-09-03", "sold");
        await until(() => stream.changes().length === 2, "the next change");
        const numbers = await eventNumbers(db);
        expect(numbers.map((event) => event.unit)).toEqual(["A-09-02", "A-09-03"]);
        expect(afterGap).toBe((numbers[0]?.seq as number) - 2);
        expect(stream.changes()[1]?.cursor).toBe(String(numbers[1]?.seq));
      },
    );

    it.runIf(target.name === "postgres")(
      "is woken by PostgreSQL's notification without waiting for its poll",
      async () => {
        const db = await prepare();
        const errors: unknown[] = [];
        const feed = feedOn(db, {
          pollMs: 60_000,
          notifications: postgresNotifications(process.env.TEST_DATABASE_URL as string, (error) =>
            errors.push(error),
          ),
        });
        const stream = await listen(feed);
        // The LISTEN connection opens after the feed starts; give it a moment.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const started = Date.now();
        await change(current().connectAgain(), "A-10-01", "held");
        await until(() => stream.changes().length === 1, "the notified change", 2000);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(errors).toEqual([]);
      },
    );
  });
});
