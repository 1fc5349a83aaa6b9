import { everyLead } from "@/tests/support/leads";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { erasePeople } from "../privacy/erase";
import { assignLeads } from "./assign";
import { getLead } from "./detail";
import { setFollowUp } from "./follow-up";
import { listLeads } from "./list";
import { changeLeadStatus } from "./update";
import { addDays, malaysiaDay } from "@/lib/time/malaysia";

const siti = { id: "00000000-0000-4000-8000-0000000000e1", name: "Siti" };
const today = () => malaysiaDay(new Date());

describe("follow-ups", () => {
  forEachDatabase((current) => {
    it("sets, moves and clears the next follow-up, each once in the timeline", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const lead = await registerLead(db);
      const [day1, day2] = [addDays(today(), 1), addDays(today(), 3)];

      expect(await setFollowUp(db, lead, day1, siti, null)).toEqual({
        outcome: "changed",
        from: null,
        to: day1,
      });
      expect(await setFollowUp(db, lead, day1, siti, day1)).toEqual({
        outcome: "unchanged",
        day: day1,
      });
      // A page still showing no follow-up must not overwrite the day set since.
      expect(await setFollowUp(db, lead, day2, siti, null)).toEqual({
        outcome: "stale",
        day: day1,
      });
      await setFollowUp(db, lead, day2, siti, day1);
      await setFollowUp(db, lead, null, siti, day2);

      const detail = await getLead(db, lead);
      expect(detail?.followUpOn).toBeNull();
      expect(
        detail?.events.filter((e) => e.kind === "follow_up").map((e) => [e.fromDate, e.toDate]),
      ).toEqual([
        [day2, null],
        [day1, day2],
        [null, day1],
      ]);
    });

    it("lists overdue follow-ups of open leads, everyone's or one owner's", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const owner = await insertStaff(database);
      // "none" never gets a follow-up: it must not count as overdue.
      const [late, lateLost, dueToday, later, none, lateTheirs] = [
        await registerLead(db),
        await registerLead(db),
        await registerLead(db),
        await registerLead(db),
        await registerLead(db),
        await registerLead(db),
      ];
      const setDay = (id: string, day: string) =>
        db.updateTable("registrations").set({ follow_up_on: day }).where("id", "=", id).execute();
      await setDay(late, addDays(today(), -2));
      await setDay(lateLost, addDays(today(), -2));
      await setDay(dueToday, today());
      await setDay(later, addDays(today(), 5));
      await setDay(lateTheirs, addDays(today(), -1));
      await changeLeadStatus(db, lateLost, "lost", siti);
      await assignLeads(db, { leadIds: [lateTheirs], ownerId: owner }, siti);
      const lateErased = await registerLead(db);
      await setDay(lateErased, addDays(today(), -3));
      await erasePeople(db, [lateErased], { audit: "test", staffId: null, name: "Test" });

      const overdue = await listLeads(db, everyLead({ due: "overdue" }));
      expect(overdue.leads.map((l) => l.id).sort()).toEqual([late, lateTheirs].sort());
      expect(overdue.total).toBe(2);
      const theirs = await listLeads(db, everyLead({ due: "overdue", owner }));
      expect(theirs.leads.map((l) => l.id)).toEqual([lateTheirs]);
      expect(overdue.leads.map((l) => l.id)).not.toContain(none);
    });
  });
});
