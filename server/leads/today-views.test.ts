import { describe, expect, it } from "vitest";
import { addDays, malaysiaDay } from "@/lib/time/malaysia";
import { daysOverdue } from "@/lib/leads/follow-up";
import { forEachDatabase } from "@/tests/support/databases";
import { everyLead, registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { setFollowUp } from "./follow-up";
import { listLeads } from "./list";
import { nextLead } from "./next-lead";
import { changeLeadStatus } from "./update";
import { assignLeads } from "./assign";
import { logCall } from "./log-call";
import { lostReasonCounts, myDay, workloadByOwner } from "./workload";
import { insertStaff } from "@/tests/support/staff-members";

const siti = { id: "00000000-0000-4000-8000-0000000000e1", name: "Siti" };
const today = () => malaysiaDay(new Date());

describe("today's work: due today, overdue and Next lead", () => {
  forEachDatabase((current) => {
    it("lists follow-ups due today and overdue ones, most overdue first, open leads only", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const t = today();
      const days: Record<string, string> = {};
      const lead = async (name: string, day: string | null) => {
        const id = await registerLead(db, { name });
        if (day) await setFollowUp(db, id, day, siti);
        days[id] = name;
        return id;
      };
      // Registered in this order, so newest activity first would be the reverse.
      const twoDays = await lead("Two days late", addDays(t, -2));
      const tenDays = await lead("Ten days late", addDays(t, -10));
      const dueA = await lead("Due A", t);
      const oneDay = await lead("One day late", addDays(t, -1));
      const dueB = await lead("Due B", t);
      await lead("Tomorrow", addDays(t, 1));
      await lead("No follow-up", null);
      const lost = await lead("Lost, due today", t);
      await changeLeadStatus(db, lost, "lost", siti);

      const overdue = await listLeads(db, everyLead({ due: "overdue" }));
      expect(overdue.leads.map((l) => l.id)).toEqual([tenDays, twoDays, oneDay]);
      expect(overdue.leads.map((l) => daysOverdue(l.followUpOn!, t))).toEqual([10, 2, 1]);
      const due = await listLeads(db, everyLead({ due: "today" }));
      expect(new Set(due.leads.map((l) => l.id))).toEqual(new Set([dueA, dueB]));
      expect(due.total).toBe(2);
      // The same day: in id order, the same on every page and for Next lead.
      expect(due.leads.map((l) => l.id)).toEqual([dueA, dueB].sort());

      // Paging keeps the order: the page after the first lead starts at the second.
      const rest = await listLeads(db, everyLead({ due: "overdue" }), {
        after: overdue.leads[0]!.position,
      });
      expect(rest.leads.map((l) => l.id)).toEqual([twoDays, oneDay]);
      const back = await listLeads(db, everyLead({ due: "overdue" }), {
        before: rest.leads[0]!.position,
      });
      expect(back.leads.map((l) => l.id)).toEqual([tenDays]);
    });

    it("walks a view with Next lead in the list's order, even after the lead left the view, and ends", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const t = today();
      const ids: string[] = [];
      for (const late of [5, 3, 1]) {
        const id = await registerLead(db);
        await setFollowUp(db, id, addDays(t, -late), siti);
        ids.push(id);
      }
      const [first, second, third] = ids as [string, string, string];
      const view = everyLead({ due: "overdue" });
      const list = await listLeads(db, view);
      expect(list.leads.map((l) => l.id)).toEqual(ids);

      const step1 = await nextLead(db, view, { id: first, position: list.leads[0]!.position });
      expect(step1?.id).toBe(second);
      // The call on the second lead moves its follow-up to tomorrow: it leaves the view, and the
      // walk still goes on from where it stood.
      await setFollowUp(db, second, addDays(t, 1), siti);
      const step2 = await nextLead(db, view, { id: second, position: step1!.position });
      expect(step2?.id).toBe(third);
      expect(await nextLead(db, view, { id: third, position: step2!.position })).toBeNull();

      // Without a position (a link from elsewhere), from the lead as it is now.
      expect((await nextLead(db, view, { id: first }))?.id).toBe(third);
      // The default view: newest activity first.
      const all = await listLeads(db, everyLead({}));
      const after = await nextLead(db, everyLead({}), {
        id: all.leads[0]!.id,
        position: all.leads[0]!.position,
      });
      expect(after?.id).toBe(all.leads[1]!.id);
    });

    it("counts each salesperson's follow-ups due today, overdue and open leads, their own day, and why leads were lost", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const t = today();
      const siti = await insertStaff(database, { name: "Siti" });
      const ravi = await insertStaff(database, { name: "Ravi" });
      const actor = { id: siti, name: "Siti" };
      const owned = async (owner: string, day: string | null) => {
        const id = await registerLead(db);
        await assignLeads(db, { leadIds: [id], ownerId: owner }, actor);
        if (day) await setFollowUp(db, id, day, actor);
        return id;
      };
      await owned(siti, t);
      await owned(siti, addDays(t, -3));
      await owned(siti, addDays(t, -1));
      await owned(siti, null);
      const lost = await owned(siti, addDays(t, -8));
      await logCall(
        db,
        lost,
        {
          status: "lost",
          shownStatus: "new",
          followUp: null,
          shownFollowUp: addDays(t, -8),
          lostReason: "price",
        },
        actor,
      );
      await owned(ravi, t);
      await registerLead(db);
      const oldLost = await registerLead(db);
      await changeLeadStatus(db, oldLost, "lost", actor);

      expect(await workloadByOwner(db, t)).toEqual([
        { staffId: siti, name: "Siti", open: 4, dueToday: 1, overdue: 2 },
        { staffId: ravi, name: "Ravi", open: 1, dueToday: 1, overdue: 0 },
      ]);
      expect(await myDay(db, siti, t)).toEqual({ dueToday: 1, overdue: 2, pool: 1 });
      expect(await lostReasonCounts(db)).toEqual(
        expect.arrayContaining([
          { reason: "price", count: 1 },
          { reason: null, count: 1 },
        ]),
      );
    });
  });
});
