import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { TestDatabase } from "@/tests/support/database-targets";
import { forEachDatabase } from "@/tests/support/databases";
import {
  createRegistration,
  prepareDatabase,
  validRegistration,
} from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { changeLeadStatus } from "../leads/update";
import { AUDIT_PAGE_SIZE, listAudit } from "./list";

async function entry(
  database: TestDatabase,
  values: {
    at: string;
    actor: string;
    action: string;
    entity: string;
    entityId?: string | null;
    details?: unknown;
  },
) {
  await database.db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      at: values.at,
      actor: values.actor,
      action: values.action,
      entity: values.entity,
      entity_id: values.entityId ?? null,
      details: values.details === undefined ? null : JSON.stringify(values.details),
    })
    .execute();
}

describe("the audit log a manager reads", () => {
  forEachDatabase((current) => {
    async function setup() {
      const database = current();
      await prepareDatabase(database.db);
      const siti = await insertStaff(database, { role: "admin", name: "Siti" });
      const ravi = await insertStaff(database, { name: "Ravi" });
      const lead = await createRegistration(
        database.db,
        {
          input: validRegistration({
            name: "Tan Ah Kow",
            contact: "+60123450001",
            email: "tak@example.com",
          }),
          context: { locale: "en", source: "web", now: new Date("2026-11-20T01:00:00Z") },
        },
        {},
      );
      const repeat = await createRegistration(
        database.db,
        {
          input: validRegistration({
            name: "Tan Ah Kow",
            contact: "+60123450001",
            email: "tak@example.com",
          }),
          context: { locale: "zh", source: "web", now: new Date("2026-11-21T01:00:00Z") },
        },
        {},
      );
      const other = await createRegistration(
        database.db,
        {
          input: validRegistration({
            name: "Mei Ling",
            contact: "+60123450002",
            email: "ml@example.com",
          }),
          context: { locale: "en", source: "api", now: new Date("2026-11-22T01:00:00Z") },
        },
        {},
      );
      return { database, siti, ravi, lead: lead.id, repeat: repeat.id, other: other.id };
    }

    it("reads as sentences naming who acted and the lead or staff member affected", async () => {
      const { database, siti, ravi, lead } = await setup();
      await changeLeadStatus(database.db, lead, "contacted", { id: siti, name: "Siti" });
      await entry(database, {
        // A second later: entries in the same millisecond have no order of their own.
        at: new Date(Date.now() + 1000).toISOString(),
        actor: `staff:${siti}`,
        action: "staff.rename",
        entity: "staff",
        entityId: ravi,
        details: { from: "Ravi", to: "Ravi Kumar" },
      });

      const page = await listAudit(database.db, {});

      const sentences = page.rows.map((row) => row.sentence);
      expect(sentences.slice(0, 2)).toEqual([
        "Siti renamed Ravi to Ravi Kumar",
        "Siti changed Tan Ah Kow from New to Contacted",
      ]);
      expect(sentences).toContain(
        "Tan Ah Kow registered again through the website form, in Chinese",
      );
      expect(sentences).toContain("Mei Ling registered through the registration API, in English");
      expect(sentences.join("\n")).not.toMatch(/[{}]/);
      // Every entry about the lead links to its page, a repeat's registration included.
      expect(page.rows.filter((row) => row.leadId === lead)).toHaveLength(3);
    });

    it("filters by person: what they did, what was done to their account, leads given to them", async () => {
      const { database, siti, ravi, lead, other } = await setup();
      await changeLeadStatus(database.db, lead, "contacted", { id: siti, name: "Siti" });
      await entry(database, {
        at: new Date().toISOString(),
        actor: `staff:${siti}`,
        action: "lead.assign",
        entity: "registration",
        entityId: other,
        details: { from: null, to: ravi },
      });
      await entry(database, {
        at: new Date().toISOString(),
        actor: `staff:${siti}`,
        action: "staff.disable",
        entity: "staff",
        entityId: ravi,
      });
      await entry(database, {
        at: new Date().toISOString(),
        actor: `staff:${ravi}`,
        action: "staff.sign_in",
        entity: "staff",
        entityId: ravi,
      });

      const aboutRavi = await listAudit(database.db, { person: ravi });
      expect(aboutRavi.rows.map((row) => row.action).sort()).toEqual([
        "lead.assign",
        "staff.disable",
        "staff.sign_in",
      ]);
      const bySiti = await listAudit(database.db, { person: siti });
      expect(bySiti.rows.map((row) => row.action).sort()).toEqual([
        "lead.assign",
        "lead.status",
        "staff.disable",
      ]);
    });

    it("filters by lead (its repeats included), by action and by Malaysia days", async () => {
      const { database, lead, repeat } = await setup();

      const aboutLead = await listAudit(database.db, { lead });
      expect(aboutLead.leadName).toBe("Tan Ah Kow");
      expect(aboutLead.rows.map((row) => row.sentence)).toEqual([
        "Tan Ah Kow registered again through the website form, in Chinese",
        "Tan Ah Kow registered through the website form, in English",
      ]);
      expect(aboutLead.rows.every((row) => row.leadId === lead)).toBe(true);
      expect(repeat).not.toBe(lead);

      const registered = await listAudit(database.db, { action: "registration.create" });
      expect(registered.rows).toHaveLength(3);
      expect(registered.actions).toContain("registration.create");

      // 2026-11-21T01:00Z is 09:00 on 21 Nov in Malaysia; 2026-11-20T17:00Z is already the 21st there.
      await entry(database, {
        at: "2026-11-20T17:00:00.000Z",
        actor: "anonymous",
        action: "staff.sign_in_failed",
        entity: "staff",
      });
      await entry(database, {
        at: "2026-11-20T15:59:59.000Z",
        actor: "anonymous",
        action: "staff.sign_in_failed",
        entity: "staff",
      });
      const day = await listAudit(database.db, { from: "2026-11-21", to: "2026-11-21" });
      expect(day.rows.map((row) => row.at)).toEqual([
        "2026-11-21T01:00:00.000Z",
        "2026-11-20T17:00:00.000Z",
      ]);
      const to20th = await listAudit(database.db, { to: "2026-11-20" });
      expect(to20th.rows.map((row) => row.at)).toEqual([
        "2026-11-20T15:59:59.000Z",
        "2026-11-20T01:00:00.000Z",
      ]);
    });

    it("pages through a filtered log by the last entry shown, missing and repeating nothing", async () => {
      const { database, siti } = await setup();
      const base = Date.parse("2026-11-23T00:00:00Z");
      for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i++) {
        await entry(database, {
          at: new Date(base + Math.floor(i / 2) * 1000).toISOString(),
          actor: `staff:${siti}`,
          action: "staff.sign_in",
          entity: "staff",
          entityId: siti,
        });
      }
      const first = await listAudit(database.db, { action: "staff.sign_in" });
      expect(first.rows).toHaveLength(AUDIT_PAGE_SIZE);
      expect(first.older).toBeDefined();
      const second = await listAudit(database.db, { action: "staff.sign_in", before: first.older });
      expect(second.rows).toHaveLength(5);
      expect(second.older).toBeUndefined();
      const ids = new Set([...first.rows, ...second.rows].map((row) => row.id));
      expect(ids.size).toBe(AUDIT_PAGE_SIZE + 5);
      expect(second.rows.every((row) => row.sentence === "Siti signed in")).toBe(true);
    });
  });
});
