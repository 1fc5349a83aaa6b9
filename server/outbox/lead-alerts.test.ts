import { describe, expect, it } from "vitest";
import type { TestDatabase } from "@/tests/support/database-targets";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase, validRegistration } from "@/tests/support/registrations";
import { secondInstance } from "@/tests/support/second-instance";
import { insertStaff, setRule } from "@/tests/support/staff-members";
import { changeLeadStatus } from "../leads/update";
import { registrationStoreFor } from "../registrations/store";
import type { RegistrationContext } from "../registrations/types";
import { leadAlertPayload } from "./send-lead-alert";

let buyer = 0;
/** Names take letters only: 1 → "Buyer B", 27 → "Buyer BB". */
const nameOf = (n: number) =>
  `Buyer ${n.toString(26).replace(/./g, (d) => String.fromCharCode(65 + parseInt(d, 26)))}`;
/** A new person; the returned function makes each of their registrations. */
function newPerson(extra: Partial<RegistrationContext> = {}) {
  buyer += 1;
  const contact = `+6016${String(4000000 + buyer).padStart(7, "0")}`;
  const email = `alert${buyer}@example.com`;
  return () => ({
    input: validRegistration({ contact, email, name: nameOf(buyer) }),
    context: { locale: "en" as const, source: "web" as const, ...extra },
  });
}

async function alerts(database: TestDatabase) {
  const rows = await database.db
    .selectFrom("outbox")
    .select(["id", "registration_id", "payload", "status"])
    .where("topic", "=", "lead_alert")
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({ ...row, alert: leadAlertPayload.parse(JSON.parse(row.payload)) }));
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("new-lead alerts through the outbox", () => {
  forEachDatabase((current) => {
    async function setup() {
      const database = current();
      await prepareDatabase(database.db);
      return database;
    }

    it("emails the owner a round robin gave the new lead, naming it and nothing more", async () => {
      const database = await setup();
      const sales = await insertStaff(database, { name: "Siti" });
      await insertStaff(database, { role: "admin" });
      await setRule(database, "round_robin");
      const store = registrationStoreFor(database.db);

      const created = await store(newPerson()(), {});

      const queued = await alerts(database);
      expect(queued).toHaveLength(1);
      const [only] = queued;
      expect(only?.id).toMatch(uuid);
      expect(only?.status).toBe("pending");
      expect(only?.registration_id).toBe(created.id);
      expect(only?.alert).toMatchObject({
        staffId: sales,
        leadId: created.id,
        kind: "new",
        as: "owner",
        name: nameOf(buyer),
      });
      expect(only?.alert.to).toMatch(/@skyhaven\.example$/);
      // No contact details: the lead page shows them to those signed in.
      expect(only?.payload).not.toContain('example.com"');
      expect(only?.payload).not.toContain("+6016");
    });

    it("emails every active admin about an unassigned lead, except those who opted out", async () => {
      const database = await setup();
      const admins = [
        await insertStaff(database, { role: "admin" }),
        await insertStaff(database, { role: "admin" }),
      ];
      const quiet = await insertStaff(database, { role: "admin", languages: "" });
      await database.db
        .updateTable("staff_profiles")
        .set({ lead_alerts: 0 })
        .where("staff_id", "=", quiet)
        .execute();
      await insertStaff(database, { role: "admin", disabled: true });
      await insertStaff(database);
      const store = registrationStoreFor(database.db);

      const created = await store(newPerson()(), {});

      const queued = await alerts(database);
      expect(queued.map((q) => q.alert.staffId).sort()).toEqual([...admins].sort());
      expect(queued.every((q) => q.alert.as === "admin" && q.alert.leadId === created.id)).toBe(
        true,
      );
      expect(new Set(queued.map((q) => q.id)).size).toBe(2);
    });

    it("alerts nobody for a repeat or for spam, and the owner when a Lost lead reopens", async () => {
      const database = await setup();
      const sales = await insertStaff(database);
      await setRule(database, "round_robin");
      const store = registrationStoreFor(database.db);
      const person = newPerson();

      const first = await store(person(), {});
      await store(person(), {});
      await store(newPerson({ suspectedSpam: true })(), {});
      expect(await alerts(database)).toHaveLength(1);

      await changeLeadStatus(database.db, first.id, "lost", { id: sales, name: "Sales" });
      const back = await store(person(), {});

      const queued = await alerts(database);
      expect(queued).toHaveLength(2);
      expect(queued[1]?.registration_id).toBe(back.id);
      expect(queued[1]?.alert).toMatchObject({
        staffId: sales,
        leadId: first.id,
        kind: "reopened",
        as: "owner",
      });
    });

    it("tells the admins when the owner of a lead has been disabled", async () => {
      const database = await setup();
      const admin = await insertStaff(database, { role: "admin" });
      const leaving = await insertStaff(database);
      await setRule(database, "round_robin");
      const store = registrationStoreFor(database.db);
      const person = newPerson();
      const first = await store(person(), {});
      await changeLeadStatus(database.db, first.id, "lost", { id: leaving, name: "Sales" });
      await database.db
        .updateTable("staff_users")
        .set({ banned: database.dialect === "postgres" ? true : 1 })
        .where("id", "=", leaving)
        .execute();

      await store(person(), {});

      const queued = await alerts(database);
      expect(queued.map((q) => [q.alert.staffId, q.alert.kind])).toEqual([
        [leaving, "new"],
        [admin, "reopened"],
      ]);
    });

    it("queues exactly one alert per new lead when 20 arrive at once on two instances", async () => {
      const database = await setup();
      const staff = [await insertStaff(database), await insertStaff(database)];
      await setRule(database, "round_robin");
      const instances = [database.db, secondInstance(database)].map(registrationStoreFor);

      const created = await Promise.all(
        Array.from({ length: 20 }, (_, n) => instances[n % 2]!(newPerson()(), {})),
      );

      const queued = await alerts(database);
      expect(queued.map((q) => q.alert.leadId).sort()).toEqual(created.map((c) => c.id).sort());
      const owners = await database.db
        .selectFrom("registrations")
        .select(["id", "owner_id"])
        .execute();
      const ownerOf = new Map(owners.map((row) => [row.id, row.owner_id]));
      expect(queued.every((q) => ownerOf.get(q.alert.leadId) === q.alert.staffId)).toBe(true);
      expect(new Set(queued.map((q) => q.alert.staffId))).toEqual(new Set(staff));
    });
  });
});
