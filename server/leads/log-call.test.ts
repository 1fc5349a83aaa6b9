import { describe, expect, it } from "vitest";
import { addDays, malaysiaDay } from "@/lib/time/malaysia";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { getLead } from "./detail";
import { logCall } from "./log-call";
import { changeLeadStatus } from "./update";

const today = malaysiaDay(new Date());
const tomorrow = addDays(today, 1);

describe("logging a call", () => {
  forEachDatabase((current) => {
    it("saves the outcome, the status and the next follow-up in one save, each in the timeline and the audit log", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = { id: await insertStaff(database, { name: "Siti" }), name: "Siti" };
      const lead = await registerLead(db);

      const saved = await logCall(
        db,
        lead,
        {
          outcome: "called_no_answer",
          note: " left a voicemail ",
          status: "contacted",
          shownStatus: "new",
          followUp: tomorrow,
          shownFollowUp: null,
        },
        siti,
      );
      expect(saved).toEqual({
        outcome: "saved",
        contact: "called_no_answer",
        status: { from: "new", to: "contacted" },
        followUp: { from: null, to: tomorrow },
      });
      const detail = await getLead(db, lead);
      expect(detail).toMatchObject({ status: "contacted", followUpOn: tomorrow });
      expect(detail?.events.map((e) => [e.kind, e.outcome, e.note])).toEqual([
        ["follow_up", null, null],
        ["status", null, null],
        ["contact", "called_no_answer", "left a voicemail"],
      ]);
      const audits = await db
        .selectFrom("audit_log")
        .select("action")
        .where("entity_id", "=", lead)
        .where("action", "like", "lead.%")
        .orderBy("at")
        .execute();
      expect(audits.map((a) => a.action)).toEqual([
        "lead.contact_outcome",
        "lead.status",
        "lead.follow_up",
      ]);

      // The same form saved again: the outcome is a second contact, nothing else changes.
      const again = await logCall(
        db,
        lead,
        {
          status: "contacted",
          shownStatus: "contacted",
          followUp: tomorrow,
          shownFollowUp: tomorrow,
        },
        siti,
      );
      expect(again).toEqual({ outcome: "unchanged" });
    });

    it("refuses a stale form whole: someone changed the status or follow-up meanwhile, so not even the outcome is written", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = { id: await insertStaff(database, { name: "Siti" }), name: "Siti" };
      const ravi = { id: await insertStaff(database, { name: "Ravi" }), name: "Ravi" };
      const lead = await registerLead(db);
      await changeLeadStatus(db, lead, "qualified", ravi, "new");

      const stale = await logCall(
        db,
        lead,
        {
          outcome: "called_spoke",
          status: "contacted",
          shownStatus: "new",
          followUp: tomorrow,
          shownFollowUp: null,
        },
        siti,
      );
      expect(stale).toEqual({
        outcome: "stale",
        field: "status",
        status: "qualified",
        followUp: null,
      });
      // A stale follow-up rolls back the status change made earlier in the same save.
      await logCall(
        db,
        lead,
        {
          status: "qualified",
          shownStatus: "qualified",
          followUp: addDays(today, 5),
          shownFollowUp: null,
        },
        ravi,
      );
      const staleDay = await logCall(
        db,
        lead,
        {
          outcome: "called_spoke",
          status: "visited",
          shownStatus: "qualified",
          followUp: tomorrow,
          shownFollowUp: null,
        },
        siti,
      );
      expect(staleDay).toMatchObject({ outcome: "stale", field: "follow_up" });
      const detail = await getLead(db, lead);
      expect(detail?.status).toBe("qualified");
      expect(detail?.events.filter((e) => e.actorId === siti.id)).toEqual([]);
    });

    it("requires a reason to mark a lead Lost, stores it on the lead and in the timeline, and clears the follow-up", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = { id: await insertStaff(database, { name: "Siti" }), name: "Siti" };
      const lead = await registerLead(db);
      const base = {
        outcome: "called_spoke" as const,
        status: "lost" as const,
        shownStatus: "new" as const,
        followUp: tomorrow,
        shownFollowUp: null,
      };
      expect(await logCall(db, lead, base, siti)).toEqual({ outcome: "lost_reason_required" });
      expect((await getLead(db, lead))?.events).toEqual([]);

      await logCall(
        db,
        lead,
        { ...base, status: "contacted", outcome: undefined, followUp: tomorrow },
        siti,
      );
      const lost = await logCall(
        db,
        lead,
        { ...base, shownStatus: "contacted", shownFollowUp: tomorrow, lostReason: "financing" },
        siti,
      );
      expect(lost).toMatchObject({
        outcome: "saved",
        status: { from: "contacted", to: "lost" },
        followUp: { from: tomorrow, to: null },
      });
      const detail = await getLead(db, lead);
      expect(detail).toMatchObject({ status: "lost", lostReason: "financing", followUpOn: null });
      const change = detail?.events.find((e) => e.kind === "status" && e.toStatus === "lost");
      expect(change?.outcome).toBe("financing");
      const audit = await db
        .selectFrom("audit_log")
        .select("details")
        .where("entity_id", "=", lead)
        .where("action", "=", "lead.status")
        .orderBy("at", "desc")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.details ?? "{}")).toEqual({
        from: "contacted",
        to: "lost",
        reason: "financing",
      });

      // Reopened by staff: the reason goes with the Lost status.
      await logCall(
        db,
        lead,
        { status: "contacted", shownStatus: "lost", followUp: null, shownFollowUp: null },
        siti,
      );
      expect((await getLead(db, lead))?.lostReason).toBeNull();
    });

    it("logs nothing on a repeat registration or a lead that does not exist", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = { id: await insertStaff(database, { name: "Siti" }), name: "Siti" };
      const input = {
        outcome: "email_sent" as const,
        status: "contacted" as const,
        shownStatus: "new" as const,
        followUp: null,
        shownFollowUp: null,
      };
      expect(await logCall(db, "00000000-0000-4000-8000-000000000000", input, siti)).toEqual({
        outcome: "missing",
      });
    });
  });
});
