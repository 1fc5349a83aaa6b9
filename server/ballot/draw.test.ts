import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { defaultLaunchSettings } from "@/lib/launch/settings";
import { registerPeople } from "@/tests/support/ballot";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { commitBallot } from "./commit";
import { drawBallot } from "./draw";
import { enterBallot } from "./enter";
import { ballotQueue } from "./queue";
import { ballotRecord } from "./record";

const admin = { id: "admin-1" };
const settings = { ...defaultLaunchSettings, tables: 4, slotMinutes: 15 };

/** Registers and enters `count` people in each of English, Chinese and Malay. */
async function enterPeople(db: Kysely<Database>, count: number) {
  const entered: { leadId: string; reference: string; locale: string }[] = [];
  for (const locale of ["en", "zh", "ms"] as const) {
    for (const leadId of await registerPeople(db, count, locale)) {
      const result = await enterBallot(db, { leadId, enteredBy: null, locale });
      if (!result.ok) throw new Error("not entered");
      entered.push({ leadId, reference: result.reference, locale });
    }
  }
  return entered;
}

/** The record as a client of GET /api/ballot receives it: JSON text, parsed. */
const asPublished = async (db: Kysely<Database>) =>
  JSON.parse(JSON.stringify(await ballotRecord(db))) as Record<string, unknown>;

describe("committing and drawing the ballot", () => {
  forEachDatabase((current) => {
    it("publishes nothing secret while open, the hashes at commit, the seed and order at the draw", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await enterPeople(db, 2);
      expect(await asPublished(db)).toEqual({
        status: "open",
        entries: 6,
        entriesHash: null,
        seedHash: null,
        seed: null,
        order: null,
      });

      const committed = await commitBallot(db, admin);
      if (!committed.ok) throw new Error("refused");
      expect(Object.keys(await asPublished(db))).toEqual([
        "status",
        "entries",
        "entriesHash",
        "seedHash",
        "seed",
        "order",
      ]);
      expect(await asPublished(db)).toEqual({
        status: "committed",
        entries: 6,
        entriesHash: committed.entriesHash,
        seedHash: committed.seedHash,
        seed: null,
        order: null,
      });
      expect(committed.entriesHash).toMatch(/^[0-9a-f]{64}$/);
      expect(committed.seedHash).toMatch(/^[0-9a-f]{64}$/);

      const drawn = await drawBallot(db, admin, settings);
      if (!drawn.ok) throw new Error("refused");
      const published = await asPublished(db);
      expect(published).toEqual(JSON.parse(JSON.stringify(drawn.record)));
      expect(published).toMatchObject({
        status: "drawn",
        entries: 6,
        entriesHash: committed.entriesHash,
        seedHash: committed.seedHash,
      });
      expect(published.seed).toMatch(/^[0-9a-f]{64}$/);
    });

    it("refuses a draw before the commit, a second commit and a second draw", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await enterPeople(db, 1);
      expect(await drawBallot(db, admin, settings)).toEqual({
        ok: false,
        error: "conflict",
        status: "open",
      });
      const committed = await commitBallot(db, admin);
      expect(committed.ok).toBe(true);
      expect(await commitBallot(db, admin)).toEqual({
        ok: false,
        error: "conflict",
        status: "committed",
      });
      const drawn = await drawBallot(db, admin, settings);
      expect(drawn.ok).toBe(true);
      const seed = (await ballotRecord(db)).seed;
      expect(await drawBallot(db, admin, settings)).toEqual({
        ok: false,
        error: "conflict",
        status: "drawn",
      });
      expect(await commitBallot(db, admin)).toEqual({
        ok: false,
        error: "conflict",
        status: "drawn",
      });
      // The seed committed to is the one revealed, and a refused draw changes nothing.
      expect((await ballotRecord(db)).seed).toBe(seed);
      const audit = await db
        .selectFrom("audit_log")
        .select(["action", "actor", "details"])
        .where("action", "in", ["ballot.commit", "ballot.draw"])
        .orderBy("at")
        .execute();
      expect(audit.map((a) => [a.action, a.actor])).toEqual([
        ["ballot.commit", "staff:admin-1"],
        ["ballot.draw", "staff:admin-1"],
      ]);
      // The seed itself is never in the log: it was secret until the draw.
      expect(JSON.stringify(audit)).not.toContain(seed);
    });

    it("publishes an order anyone re-derives with node:crypto from the JSON alone, equal to the stored positions", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await enterPeople(db, 5);
      await commitBallot(db, admin);
      await drawBallot(db, admin, settings);
      const record = (await asPublished(db)) as {
        entriesHash: string;
        seedHash: string;
        seed: string;
        order: { position: number; reference: string; slot: string }[];
      };

      // Independently of lib/ballot: only node:crypto and the published JSON.
      const seedBytes = Buffer.from(record.seed, "hex");
      expect(seedBytes).toHaveLength(32);
      expect(createHash("sha256").update(seedBytes).digest("hex")).toBe(record.seedHash);
      const references = record.order.map((o) => o.reference);
      const ascending = [...references].sort();
      expect(createHash("sha256").update(ascending.join("\n")).digest("hex")).toBe(
        record.entriesHash,
      );
      const key = (reference: string) =>
        createHmac("sha256", seedBytes).update(Buffer.from(reference, "utf8")).digest("hex");
      const derived = [...ascending].sort((a, b) => (key(a) < key(b) ? -1 : 1));
      expect(record.order.map((o) => o.position)).toEqual(references.map((_, i) => i + 1));
      expect(references).toEqual(derived);

      // What the database holds: each entry's position and its first queue rank.
      const stored = await db
        .selectFrom("ballot_entries")
        .select(["reference", "position", "queue_rank", "queue_state"])
        .orderBy("position")
        .execute();
      expect(stored.map((row) => row.reference)).toEqual(derived);
      expect(
        stored.map((row) => [Number(row.position), Number(row.queue_rank), row.queue_state]),
      ).toEqual(derived.map((_, i) => [i + 1, i + 1, "waiting"]));
      const queue = await ballotQueue(db, ["waiting"]);
      expect(queue.map((entry) => entry.reference)).toEqual(derived);
    });

    it("gives each table a number per slot from the selection start, in Malaysia time", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await enterPeople(db, 3);
      await commitBallot(db, admin);
      const drawn = await drawBallot(db, admin, settings);
      if (!drawn.ok) throw new Error("refused");
      const slots = drawn.record.order!.map((o) => o.slot);
      expect(slots).toEqual([
        ...Array(4).fill("2026-12-12T10:00:00+08:00"),
        ...Array(4).fill("2026-12-12T10:15:00+08:00"),
        "2026-12-12T10:30:00+08:00",
      ]);
      const first = await db
        .selectFrom("ballot_entries")
        .select("slot_start")
        .where("position", "=", 1)
        .executeTakeFirstOrThrow();
      expect(first.slot_start).toBe("2026-12-12T02:00:00.000Z");
    });

    it("queues one ballot_result mail per entry, to the person's email in the language they entered in", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const entered = await enterPeople(db, 3);
      await commitBallot(db, admin);
      await drawBallot(db, admin, settings);
      const rows = await db
        .selectFrom("outbox")
        .select(["registration_id", "payload", "status"])
        .where("topic", "=", "ballot_result")
        .execute();
      expect(rows).toHaveLength(entered.length);
      const emails = new Map(
        (await db.selectFrom("registrations").select(["id", "email"]).execute()).map((r) => [
          r.id,
          r.email,
        ]),
      );
      const mails = rows.map((row) => ({
        leadId: row.registration_id,
        status: row.status,
        ...(JSON.parse(row.payload) as { reference: string; locale: string; to: string }),
      }));
      expect(mails.map((m) => m.reference).sort()).toEqual(entered.map((e) => e.reference).sort());
      for (const person of entered) {
        expect(mails.find((m) => m.reference === person.reference)).toEqual({
          leadId: person.leadId,
          status: "pending",
          reference: person.reference,
          locale: person.locale,
          to: emails.get(person.leadId),
        });
      }
    });
  });
});
