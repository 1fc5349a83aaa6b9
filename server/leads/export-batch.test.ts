import { everyLead } from "@/tests/support/leads";
import type { Kysely } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import type { Database } from "../db/schema";
import { exportLeadsCsv } from "./export";
import { exportBatch } from "./export-batch";

/** Batch queries started and not yet settled, counted through the real query. */
const running = vi.hoisted(() => ({ count: 0 }));
vi.mock("./export-batch", async (original) => {
  const real = await original<typeof import("./export-batch")>();
  return {
    ...real,
    exportBatch: (...args: Parameters<typeof real.exportBatch>) => {
      running.count += 1;
      return real.exportBatch(...args).finally(() => {
        running.count -= 1;
      });
    },
  };
});

const day = (n: number) => ({ now: new Date(Date.UTC(2026, 10, n, 2)) });

/**
 * Five people, first registered on days 1–5; Ana comes back twice and Chen once, after everyone
 * else's first registration, so their repeats sit far from their first in time.
 */
async function fivePeople(db: Kysely<Database>) {
  await prepareDatabase(db);
  const ana = await registerLead(db, { email: "ana@example.com", unitTypes: ["D5", "A1"] }, day(1));
  const ben = await registerLead(db, { email: "ben@example.com" }, day(2));
  const chen = await registerLead(db, { email: "chen@example.com", unitTypes: [] }, day(3));
  const dev = await registerLead(db, { email: "dev@example.com" }, day(4));
  const eli = await registerLead(db, { email: "eli@example.com" }, day(5));
  const anaAgain = await registerLead(
    db,
    { email: "ana@example.com", unitTypes: ["c1a", "B2", "A1"] },
    day(6),
  );
  const chenAgain = await registerLead(db, { email: "chen@example.com" }, day(7));
  const anaThird = await registerLead(db, { email: "ana@example.com", unitTypes: [] }, day(8));
  // Status belongs to the person: set on the first registration, shown on the repeats too.
  await db
    .updateTable("registrations")
    .set({ status: "qualified" })
    .where("id", "=", chen)
    .execute();
  return { ana, ben, chen, dev, eli, anaAgain, chenAgain, anaThird };
}

/** The registration ids of each chunk (the id is the first cell; ids hold no comma or quote). */
function idsPerChunk(chunks: string[]): string[][] {
  return chunks.map((chunk) =>
    chunk
      .split("\r\n")
      .filter(Boolean)
      .map((line) => line.slice(0, line.indexOf(","))),
  );
}

async function collect(generator: AsyncGenerator<string>) {
  const chunks: string[] = [];
  for await (const chunk of generator) chunks.push(chunk);
  return chunks;
}

describe("the export's batches", () => {
  forEachDatabase((current) => {
    it("keeps each person's registrations together, first then repeats, across batch boundaries", async () => {
      const { db } = current();
      const p = await fivePeople(db);
      const progress = { rows: 0 };
      const [header, ...batches] = await collect(
        exportLeadsCsv(db, everyLead({}), { batchSize: 2, progress }),
      );
      expect(header?.startsWith("Registration ID,")).toBe(true);
      // Newest first registration first; two people per batch, each with all their repeats.
      expect(idsPerChunk(batches)).toEqual([
        [p.eli, p.dev],
        [p.chen, p.chenAgain, p.ben],
        [p.ana, p.anaAgain, p.anaThird],
      ]);
      expect(progress.rows).toBe(8);
    });

    it("ends without an empty chunk when the last batch is exactly full", async () => {
      const { db } = current();
      const p = await fivePeople(db);
      const [, ...batches] = await collect(exportLeadsCsv(db, everyLead({}), { batchSize: 5 }));
      expect(idsPerChunk(batches)).toEqual([
        [p.eli, p.dev, p.chen, p.chenAgain, p.ben, p.ana, p.anaAgain, p.anaThird],
      ]);
    });

    it("gives every row its person, the person's status and its own unit types in order", async () => {
      const { db } = current();
      const p = await fivePeople(db);
      const first = await exportBatch(db, everyLead({}), { after: null, size: 3 });
      expect(
        first.map((row) => [row.id, row.person_id, row.person_status, row.units, row.salutation]),
      ).toEqual([
        [p.eli, p.eli, "new", "A1 C1A", "Mr"],
        [p.dev, p.dev, "new", "A1 C1A", "Mr"],
        [p.chen, p.chen, "qualified", null, "Mr"],
        [p.chenAgain, p.chen, "qualified", "A1 C1A", "Mr"],
      ]);
      // The next batch starts after the last person of this one, by their first registration.
      const last = first.at(-1)!;
      const next = await exportBatch(db, everyLead({}), {
        after: { at: last.person_at, id: last.person_id },
        size: 3,
      });
      expect(next.map((row) => [row.id, row.units])).toEqual([
        [p.ben, "A1 C1A"],
        [p.ana, "A1 D5"],
        [p.anaAgain, "A1 B2 C1A"],
        [p.anaThird, null],
      ]);
    });

    it("a download stopped after one batch waits for the batch asked for ahead", async () => {
      const { db } = current();
      const p = await fivePeople(db);
      const generator = exportLeadsCsv(db, everyLead({}), { batchSize: 2 });
      await generator.next();
      const first = await generator.next();
      expect(idsPerChunk([String(first.value)])).toEqual([[p.eli, p.dev]]);
      expect(await generator.return()).toEqual({ done: true, value: undefined });
      // Nothing left running on a connection the caller may close next.
      expect(running.count).toBe(0);
    });
  });
});
