import { everyLead } from "@/tests/support/leads";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { erasePeople } from "../privacy/erase";
import { callSheetCsv } from "./call-sheet";
import { logContactOutcome } from "./contact-outcome";
import { getLead } from "./detail";

describe("contact outcomes", () => {
  forEachDatabase((current) => {
    it("logs who reached the buyer, how it went and a short note, newest first, in the timeline and the audit log", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = { id: await insertStaff(database, { name: "Siti" }), name: "Siti" };
      const lead = await registerLead(db, {}, { now: new Date(Date.now() - 86_400_000) });

      expect(await logContactOutcome(db, lead, "called_no_answer", siti)).toBe(true);
      // Apart in time, as two taps are: the timeline orders by time.
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(
        await logContactOutcome(db, lead, "whatsapp_sent", siti, "  Sent the price list  "),
      ).toBe(true);

      const detail = await getLead(db, lead);
      expect(detail?.events.map((e) => [e.kind, e.outcome, e.actorName, e.note])).toEqual([
        ["contact", "whatsapp_sent", "Siti", "Sent the price list"],
        ["contact", "called_no_answer", "Siti", null],
      ]);
      const audits = await db
        .selectFrom("audit_log")
        .select(["actor", "details"])
        .where("action", "=", "lead.contact_outcome")
        .where("entity_id", "=", lead)
        .orderBy("at")
        .execute();
      expect(audits.map((a) => [a.actor, JSON.parse(a.details ?? "{}").outcome])).toEqual([
        [`staff:${siti.id}`, "called_no_answer"],
        [`staff:${siti.id}`, "whatsapp_sent"],
      ]);
    });

    it("counts as the lead's last activity on the call sheet", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = { id: await insertStaff(database, { name: "Siti" }), name: "Siti" };
      const registeredAt = new Date("2026-01-05T02:00:00Z");
      const lead = await registerLead(db, {}, { now: registeredAt });
      await logContactOutcome(db, lead, "called_spoke", siti);

      let sheet = "";
      for await (const chunk of callSheetCsv(db, everyLead({}), "http://desk.test")) sheet += chunk;
      const line = sheet.split("\n").find((row) => row.includes(lead)) ?? "";
      expect(line).not.toContain("2026-01-05");
      expect(line).toContain(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
    });

    it("refuses a repeat's id, an unknown lead and an erased one", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = { id: await insertStaff(database), name: "Siti" };
      const first = await registerLead(db, { contact: "+60125550001" });
      const repeat = await registerLead(db, { contact: "+60125550001" });
      expect(await logContactOutcome(db, repeat, "email_sent", siti)).toBe(false);
      expect(
        await logContactOutcome(db, "00000000-0000-4000-8000-000000000000", "email_sent", siti),
      ).toBe(false);
      await erasePeople(db, [first], { audit: "system:test", staffId: null, name: "Test" });
      expect(await logContactOutcome(db, first, "email_sent", siti)).toBe(false);
    });
  });
});
