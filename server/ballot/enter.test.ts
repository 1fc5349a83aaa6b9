import { describe, expect, it } from "vitest";
import { isReference } from "@/lib/ballot/reference";
import { registerPeople, storedReferences } from "@/tests/support/ballot";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { commitBallot } from "./commit";
import { enterBallot } from "./enter";
import { entryOfLead } from "./queue";

const admin = { id: "staff-admin-1" };

describe("entering the ballot", () => {
  forEachDatabase((current) => {
    it("gives one person one reference: the same lead twice and a repeat registration of theirs", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const first = await registerLead(db, { email: "siti@example.com", contact: "+60123456789" });
      // The same person registers again (same mobile): a repeat linked to the first.
      const repeat = await registerLead(db, { email: "siti@example.com", contact: "+60123456789" });
      const linked = await db
        .selectFrom("registrations")
        .select("duplicate_of")
        .where("id", "=", repeat)
        .executeTakeFirstOrThrow();
      expect(linked.duplicate_of).toBe(first);

      const entered = await enterBallot(db, { leadId: first, enteredBy: null, locale: "zh" });
      const again = await enterBallot(db, { leadId: first, enteredBy: null });
      const viaRepeat = await enterBallot(db, { leadId: repeat, enteredBy: "staff-1" });

      expect(entered).toMatchObject({ ok: true, created: true });
      if (!entered.ok) throw new Error("not entered");
      expect(isReference(entered.reference)).toBe(true);
      expect(again).toEqual({ ok: true, reference: entered.reference, created: false });
      expect(viaRepeat).toEqual({ ok: true, reference: entered.reference, created: false });
      expect(await storedReferences(db)).toEqual([entered.reference]);
      expect(await entryOfLead(db, repeat)).toMatchObject({
        reference: entered.reference,
        leadId: first,
        locale: "zh",
        enteredBy: null,
        position: null,
      });
    });

    it("audits each new entry with ids only, never the person's details", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const lead = await registerLead(db, { name: "Lim Kok Wing", email: "lim@example.com" });
      const entered = await enterBallot(db, { leadId: lead, enteredBy: "staff-7" });
      await enterBallot(db, { leadId: lead, enteredBy: "staff-7" });
      const audit = await db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "ballot.enter")
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor: "staff:staff-7",
        entity: "ballot_entry",
        entity_id: entered.ok ? entered.reference : "",
      });
      expect(JSON.parse(audit[0]!.details ?? "{}")).toEqual({ lead, by: "staff" });
      expect(JSON.stringify(audit)).not.toMatch(/Lim|lim@example|\+60/);
    });

    it("takes the person's registration language for a walk-in, and refuses unknown and erased leads", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const [malay] = await registerPeople(db, 1, "ms");
      const entered = await enterBallot(db, { leadId: malay!, enteredBy: "staff-1" });
      expect(entered.ok && (await entryOfLead(db, malay!))?.locale).toBe("ms");

      expect(await enterBallot(db, { leadId: "no-such-lead", enteredBy: null })).toEqual({
        ok: false,
        error: "lead-not-found",
      });
      const erased = await registerLead(db);
      await db
        .updateTable("registrations")
        .set({ erased_at: new Date().toISOString() })
        .where("id", "=", erased)
        .execute();
      expect(await enterBallot(db, { leadId: erased, enteredBy: null })).toEqual({
        ok: false,
        error: "lead-not-found",
      });
    });

    it("after the commit: someone entered gets their reference back, a newcomer is refused", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const [early, late] = await registerPeople(db, 2);
      const entered = await enterBallot(db, { leadId: early!, enteredBy: null });
      const committed = await commitBallot(db, admin);
      expect(committed).toMatchObject({ ok: true, entries: 1 });

      expect(await enterBallot(db, { leadId: early!, enteredBy: null })).toEqual({
        ok: true,
        reference: entered.ok ? entered.reference : "",
        created: false,
      });
      expect(await enterBallot(db, { leadId: late!, enteredBy: "staff-1" })).toEqual({
        ok: false,
        error: "closed",
      });
      expect(await storedReferences(db)).toHaveLength(1);
    });
  });
});
