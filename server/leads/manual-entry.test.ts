import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { everyLead, registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff, setRule } from "@/tests/support/staff-members";
import { registrationStoreFor } from "../registrations/store";
import { getLead } from "./detail";
import { listLeads } from "./list";
import { enterManualLead } from "./manual-entry";
import { changeLeadStatus } from "./update";

/** What a salesperson types into /admin/leads/new. */
const walkIn = (overrides: Record<string, unknown> = {}) => ({
  source: "walk_in",
  salutationId: "2",
  name: "Lim Mei Ling",
  contact: "016-228 4410",
  email: "meiling.lim@example.com",
  address: "",
  locale: "zh",
  channel: "family_friends",
  unitTypes: ["b2", "C1A"],
  note: "Came with her brother; wants a high floor.",
  consent: "on",
  ...overrides,
});

describe("leads typed in at the desk", () => {
  forEachDatabase((current) => {
    it("keeps a salesperson's walk-in without an email as their own lead, even with the rotation on", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = { id: await insertStaff(database, { name: "Siti" }), name: "Siti" };
      await insertStaff(database, { name: "Rotation Colleague" });
      await setRule(database, "round_robin");
      const store = registrationStoreFor(db);

      const outcome = await enterManualLead(db, store, walkIn({ email: "" }), siti, {
        owns: true,
      });
      expect(outcome).toMatchObject({ kind: "created", repeat: false });
      if (outcome.kind !== "created") return;
      const row = await db
        .selectFrom("registrations")
        .select(["owner_id", "email", "email_normalized"])
        .where("id", "=", outcome.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ owner_id: siti.id, email: "", email_normalized: "" });
      const assigned = await db
        .selectFrom("lead_events")
        .select(["kind", "actor_name", "to_owner_id"])
        .where("registration_id", "=", outcome.id)
        .where("kind", "=", "assigned")
        .execute();
      expect(assigned).toEqual([{ kind: "assigned", actor_name: "Siti", to_owner_id: siti.id }]);

      // Two buyers without email are two people: the number, not a blank email, is the key.
      const other = await enterManualLead(
        db,
        store,
        walkIn({ email: "", contact: "016-228 4411", name: "Tan Ah Kow" }),
        siti,
        { owns: true },
      );
      expect(other).toMatchObject({ kind: "created", repeat: false });
      // The same number again joins the first lead.
      const again = await enterManualLead(db, store, walkIn({ email: "" }), siti, { owns: true });
      expect(again).toMatchObject({ kind: "created", repeat: true, leadId: outcome.id });
    });

    it("stores a walk-in as a new lead with its source, who entered it, the note and sales notified, not the buyer", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = { id: await insertStaff(database, { name: "Siti" }), name: "Siti" };
      const store = registrationStoreFor(db);

      const outcome = await enterManualLead(db, store, walkIn(), siti, {
        formToken: "token-1",
        targets: { salesEmail: "sales@skyhaven.example" },
      });
      expect(outcome).toMatchObject({ kind: "created", repeat: false });
      if (outcome.kind !== "created") return;
      expect(outcome.leadId).toBe(outcome.id);

      const row = await db
        .selectFrom("registrations")
        .selectAll()
        .where("id", "=", outcome.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        source: "walk_in",
        entered_by: siti.id,
        agent: null,
        locale: "zh",
        consent_locale: "zh",
        contact_e164: "+60162284410",
        email_normalized: "meiling.lim@example.com",
        channel: "family_friends",
        status: "new",
      });
      const lead = await getLead(db, outcome.id);
      expect(lead?.registrations[0]).toMatchObject({
        unitTypes: ["B2", "C1A"],
        enteredBy: "Siti",
        source: "walk_in",
      });
      expect(lead?.events).toMatchObject([
        { kind: "note", actorName: "Siti", note: "Came with her brother; wants a high floor." },
      ]);
      const topics = await db
        .selectFrom("outbox")
        .select("topic")
        .where("registration_id", "=", outcome.id)
        .execute();
      expect(topics.map((t) => t.topic)).toEqual(["sales_notify"]);
      const audit = await db
        .selectFrom("audit_log")
        .select(["actor", "action", "details"])
        .where("entity_id", "=", outcome.id)
        .where("action", "=", "registration.create")
        .executeTakeFirstOrThrow();
      expect(audit.actor).toBe(`staff:${siti.id}`);
      expect(JSON.parse(audit.details ?? "{}")).toMatchObject({ source: "walk_in" });
      expect(
        (await listLeads(db, everyLead({ source: "walk_in" }))).leads.map((l) => l.id),
      ).toEqual([outcome.id]);

      // The same post again (a double tap, a resend) is the same registration.
      const again = await enterManualLead(db, store, walkIn(), siti, { formToken: "token-1" });
      expect(again).toMatchObject({ kind: "created", id: outcome.id });
    });

    it("adds a buyer already on the desk to their lead as a repeat, reopening it and keeping its owner", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const owner = await insertStaff(database, { name: "Aminah" });
      await setRule(database, "round_robin");
      const first = await registerLead(db, { contact: "+60162284410", name: "Lim Mei Ling" });
      const siti = { id: await insertStaff(database, { name: "Siti" }), name: "Siti" };
      await changeLeadStatus(db, first, "lost", siti);

      const outcome = await enterManualLead(
        db,
        registrationStoreFor(db),
        walkIn({ source: "agent", agent: "REN 31337 Wong", email: "other@example.com" }),
        siti,
      );
      expect(outcome).toMatchObject({ kind: "created", leadId: first, repeat: true });

      const lead = await getLead(db, first);
      expect(lead?.status).toBe("new");
      expect(lead?.ownerId).toBe(owner);
      expect(lead?.registrations[0]).toMatchObject({ source: "agent", agent: "REN 31337 Wong" });
      expect(lead?.events.map((e) => e.kind)).toContain("registered");
      // The new email now finds the same person too.
      const key = await db
        .selectFrom("person_keys")
        .select("first_id")
        .where("key", "=", "email:other@example.com")
        .executeTakeFirstOrThrow();
      expect(key.first_id).toBe(first);
    });

    it("refuses an agent referral without the agent, and a buyer the web form would refuse, storing nothing", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = { id: await insertStaff(database), name: "Siti" };
      const store = registrationStoreFor(db);

      expect(
        await enterManualLead(db, store, walkIn({ source: "agent", agent: "  " }), siti),
      ).toEqual({ kind: "invalid", errors: { agent: "agentRequired" } });
      expect(
        await enterManualLead(
          db,
          store,
          walkIn({ contact: "12", email: "not-mail", consent: undefined, source: "web" }),
          siti,
        ),
      ).toEqual({
        kind: "invalid",
        errors: {
          contact: "contactInvalid",
          email: "emailInvalid",
          consent: "consentPersonalDataRequired",
          source: "sourceRequired",
        },
      });
      const stored = await db
        .selectFrom("registrations")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(0);
    });
  });
});
