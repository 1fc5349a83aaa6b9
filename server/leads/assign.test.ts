import { everyLead } from "@/tests/support/leads";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { secondInstance } from "@/tests/support/second-instance";
import { insertStaff } from "@/tests/support/staff-members";
import { assignLeads } from "./assign";
import { getLead } from "./detail";
import { listLeads } from "./list";

describe("assigning leads by hand", () => {
  forEachDatabase((current) => {
    async function setup() {
      const database = current();
      await prepareDatabase(database.db);
      const boss = {
        id: await insertStaff(database, { role: "admin", name: "Boss" }),
        name: "Boss",
      };
      const siti = await insertStaff(database, { name: "Siti" });
      const ravi = await insertStaff(database, { name: "Ravi" });
      return { database, db: database.db, boss, siti, ravi };
    }

    it("assigns, reassigns and unassigns, each in the timeline and the audit log", async () => {
      const { db, boss, siti, ravi } = await setup();
      const lead = await registerLead(db);

      expect(await assignLeads(db, { leadIds: [lead], ownerId: siti }, boss)).toMatchObject({
        assigned: 1,
      });
      expect(await assignLeads(db, { leadIds: [lead], ownerId: siti }, boss)).toMatchObject({
        assigned: 0,
        unchanged: 1,
      });
      await assignLeads(db, { leadIds: [lead], ownerId: ravi }, boss);
      await assignLeads(db, { leadIds: [lead], ownerId: null }, boss);

      const detail = await getLead(db, lead);
      expect(detail?.ownerId).toBeNull();
      expect(
        detail?.events.filter((e) => e.kind === "assigned").map((e) => [e.fromOwner, e.toOwner]),
      ).toEqual([
        ["Ravi", null],
        ["Siti", "Ravi"],
        [null, "Siti"],
      ]);
      const audit = await db
        .selectFrom("audit_log")
        .select("details")
        .where("action", "=", "lead.assign")
        .where("entity_id", "=", lead)
        .orderBy("at")
        .execute();
      expect(audit.map((a) => JSON.parse(a.details ?? "{}"))).toEqual([
        { from: null, to: siti },
        { from: siti, to: ravi },
        { from: ravi, to: null },
      ]);
    });

    it("assigns many at once and the owner's views list them", async () => {
      const { db, boss, siti } = await setup();
      const leads = [await registerLead(db), await registerLead(db), await registerLead(db)];
      const other = await registerLead(db);

      const result = await assignLeads(db, { leadIds: [...leads, "nope"], ownerId: siti }, boss);

      expect(result).toMatchObject({ assigned: 3, missing: 1 });
      const mine = await listLeads(db, everyLead({ owner: siti }));
      expect(mine.leads.map((l) => l.id).sort()).toEqual([...leads].sort());
      expect(mine.leads.every((l) => l.ownerName === "Siti")).toBe(true);
      const unassigned = await listLeads(db, everyLead({ owner: "none" }));
      expect(unassigned.leads.map((l) => l.id)).toEqual([other]);
    });

    it("refuses a disabled owner, a stale page, and taking someone else's lead", async () => {
      const { database, db, boss, siti, ravi } = await setup();
      const gone = await insertStaff(database, { disabled: true });
      const lead = await registerLead(db);

      expect(await assignLeads(db, { leadIds: [lead], ownerId: gone }, boss)).toMatchObject({
        badOwner: true,
      });
      await assignLeads(db, { leadIds: [lead], ownerId: siti }, boss);
      // A page that still shows the lead unassigned must not undo Siti's assignment.
      expect(
        await assignLeads(db, { leadIds: [lead], ownerId: ravi, shownOwnerId: null }, boss),
      ).toMatchObject({ assigned: 0, taken: 1 });
      expect(
        await assignLeads(
          db,
          { leadIds: [lead], ownerId: ravi, onlyUnassigned: true },
          { id: ravi, name: "Ravi" },
        ),
      ).toMatchObject({ assigned: 0, taken: 1 });
      expect((await getLead(db, lead))?.ownerName).toBe("Siti");
    });

    it("lets one of two salespeople taking the same lead at once have it", async () => {
      const { database, db, siti, ravi } = await setup();
      const lead = await registerLead(db);
      const other = secondInstance(database);

      const results = await Promise.all([
        assignLeads(
          db,
          { leadIds: [lead], ownerId: siti, onlyUnassigned: true },
          { id: siti, name: "Siti" },
        ),
        assignLeads(
          other,
          { leadIds: [lead], ownerId: ravi, onlyUnassigned: true },
          { id: ravi, name: "Ravi" },
        ),
      ]);

      expect(results.map((r) => r.assigned).sort()).toEqual([0, 1]);
      const events = (await getLead(db, lead))?.events.filter((e) => e.kind === "assigned");
      expect(events).toHaveLength(1);
    });
  });
});
