import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import type { ContactDetails } from "@/lib/leads/contact-details";
import type { Database } from "../db/schema";
import { erasePeople } from "../privacy/erase";
import { correctContactDetails } from "./contact-details";
import { getLead } from "./detail";

const siti = { id: "00000000-0000-4000-8000-0000000000c1", name: "Siti" };

const shownOf = async (db: Kysely<Database>, id: string): Promise<ContactDetails> => {
  const latest = (await getLead(db, id))!.registrations[0]!;
  return {
    salutationId: latest.salutationId,
    name: latest.name,
    contact: latest.contactRaw,
    email: latest.email,
    address: latest.address,
  };
};

const keysOf = async (db: Kysely<Database>, id: string) =>
  (
    await db
      .selectFrom("person_keys")
      .select("key")
      .where("first_id", "=", id)
      .orderBy("key")
      .execute()
  ).map((k) => k.key);

describe("correcting a buyer's contact details", () => {
  forEachDatabase((current) => {
    it("replaces the number and email in every registration and in the person's keys, with before and after in the audit log", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const contact = "+60121110001";
      const lead = await registerLead(db, { contact, email: "typo@exmaple.com" });
      const repeat = await registerLead(db, { contact, email: "typo@exmaple.com" });
      const shown = await shownOf(db, lead);

      const next = { ...shown, contact: "012-111 0002", email: "Right.Person@Example.com" };
      expect(await correctContactDetails(db, lead, shown, next, siti)).toEqual({
        outcome: "changed",
        fields: ["contact", "email"],
      });

      const rows = await db
        .selectFrom("registrations")
        .select(["id", "contact_raw", "contact_e164", "email", "email_normalized"])
        .where("id", "in", [lead, repeat])
        .execute();
      for (const row of rows)
        expect(row).toMatchObject({
          contact_raw: "012-111 0002",
          contact_e164: "+60121110002",
          email: "Right.Person@Example.com",
          email_normalized: "right.person@example.com",
        });
      expect(await keysOf(db, lead)).toEqual([
        "email:right.person@example.com",
        "tel:+60121110002",
      ]);
      // The old values are free: someone registering with them now is a new person.
      const stranger = await registerLead(db, { contact, email: "typo@exmaple.com" });
      expect((await getLead(db, stranger))?.id).toBe(stranger);
      // The new ones find this person.
      const back = await registerLead(db, { contact: "+60121110002", email: "x@example.com" });
      const backRow = await db
        .selectFrom("registrations")
        .select("duplicate_of")
        .where("id", "=", back)
        .executeTakeFirstOrThrow();
      expect(backRow.duplicate_of).toBe(lead);

      const audit = await db
        .selectFrom("audit_log")
        .select(["actor", "details"])
        .where("action", "=", "lead.contact_details")
        .where("entity_id", "=", lead)
        .executeTakeFirstOrThrow();
      expect(audit.actor).toBe(`staff:${siti.id}`);
      expect(JSON.parse(audit.details ?? "")).toEqual({
        fields: ["contact", "email"],
        before: { contact: shown.contact, email: "typo@exmaple.com" },
        after: { contact: "012-111 0002", email: "Right.Person@Example.com" },
      });
      const detail = await getLead(db, lead);
      expect(detail?.events.map((e) => [e.kind, e.actorName, e.note])).toContainEqual([
        "contact_edit",
        "Siti",
        null,
      ]);

      // Erasure takes the values out of the audit log too.
      await erasePeople(db, [lead], { audit: "system:test", staffId: null, name: "Test" });
      const erased = await db
        .selectFrom("audit_log")
        .select("details")
        .where("action", "=", "lead.contact_details")
        .where("entity_id", "=", lead)
        .executeTakeFirstOrThrow();
      expect(erased.details).not.toContain("Right.Person");
    });

    it("refuses a number or email that is another person's, changing nothing", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const other = await registerLead(db, { name: "Wong Kar Mun", email: "kar.mun@example.com" });
      const lead = await registerLead(db, { email: "mine@example.com" });
      const shown = await shownOf(db, lead);
      const before = await keysOf(db, lead);

      const result = await correctContactDetails(
        db,
        lead,
        shown,
        { ...shown, name: "New Name", email: "KAR.MUN@example.com" },
        siti,
      );
      expect(result).toEqual({
        outcome: "taken",
        field: "email",
        leadId: other,
        name: "Wong Kar Mun",
      });
      expect(await shownOf(db, lead)).toEqual(shown);
      expect(await keysOf(db, lead)).toEqual(before);
      const audits = await db
        .selectFrom("audit_log")
        .select("id")
        .where("action", "=", "lead.contact_details")
        .execute();
      expect(audits).toHaveLength(0);
    });

    it("refuses a form that showed old values, and says when nothing changed", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const lead = await registerLead(db);
      const shown = await shownOf(db, lead);
      await correctContactDetails(db, lead, shown, { ...shown, name: "Tan Ah Beng" }, siti);

      expect(
        await correctContactDetails(db, lead, shown, { ...shown, address: "Elsewhere" }, siti),
      ).toEqual({ outcome: "stale" });
      const now = await shownOf(db, lead);
      expect(now).toMatchObject({ name: "Tan Ah Beng", address: shown.address });
      expect(await correctContactDetails(db, lead, now, now, siti)).toEqual({
        outcome: "unchanged",
      });
    });
  });
});
