import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase, validRegistration } from "@/tests/support/registrations";
import { secondInstance } from "@/tests/support/second-instance";
import { insertStaff, setRule } from "@/tests/support/staff-members";
import { registrationStoreFor } from "../registrations/store";
import type { RegistrationContext } from "../registrations/types";
import type { TestDatabase } from "@/tests/support/database-targets";

let buyer = 0;
/** A new person (fresh number and email) registering in `locale`. */
function newPerson(
  locale: RegistrationContext["locale"] = "en",
  extra: Partial<RegistrationContext> = {},
) {
  buyer += 1;
  return {
    input: validRegistration({
      contact: `+6013${String(2000000 + buyer).padStart(7, "0")}`,
      email: `rr${buyer}@example.com`,
    }),
    context: { locale, source: "api" as const, ...extra },
  };
}

async function owners(database: TestDatabase) {
  const rows = await database.db
    .selectFrom("registrations")
    .select(["id", "owner_id", "created_at"])
    .where("duplicate_of", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.owner_id);
}

const tally = (ids: (string | null)[]) => {
  const counts = new Map<string | null, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

describe("assigning new leads automatically", () => {
  forEachDatabase((current) => {
    async function setup() {
      const database = current();
      await prepareDatabase(database.db);
      return database;
    }

    it("leaves new leads unassigned while the rule is off", async () => {
      const database = await setup();
      await insertStaff(database);
      const store = registrationStoreFor(database.db);

      await store(newPerson(), {});

      expect(await owners(database)).toEqual([null]);
      expect(await database.db.selectFrom("lead_rotations").selectAll().execute()).toEqual([]);
    });

    it("gives 30 new leads to 3 sales staff in turn, 10 each, and never to admins or disabled accounts", async () => {
      const database = await setup();
      const sales = [
        await insertStaff(database),
        await insertStaff(database),
        await insertStaff(database),
      ];
      await insertStaff(database, { role: "admin" });
      await insertStaff(database, { disabled: true });
      await setRule(database, "round_robin");
      const store = registrationStoreFor(database.db);

      for (let i = 0; i < 30; i++) await store(newPerson(), {});

      const assigned = await owners(database);
      const counts = tally(assigned);
      expect([...counts.keys()].sort()).toEqual([...sales].sort());
      expect([...counts.values()]).toEqual([10, 10, 10]);
      // In turn: every three consecutive leads went to three different people.
      for (let i = 0; i + 3 <= 30; i += 3) expect(new Set(assigned.slice(i, i + 3)).size).toBe(3);
      const events = await database.db
        .selectFrom("lead_events")
        .select(["actor_name", "to_owner_id"])
        .where("kind", "=", "assigned")
        .execute();
      expect(events).toHaveLength(30);
      expect(events.every((e) => e.actor_name === "Round robin")).toBe(true);
      const audit = await database.db
        .selectFrom("audit_log")
        .select("actor")
        .where("action", "=", "lead.assign")
        .execute();
      expect(audit).toHaveLength(30);
    });

    it("stays fair when 30 new leads arrive at once through two instances", async () => {
      const database = await setup();
      for (let i = 0; i < 3; i++) await insertStaff(database);
      await setRule(database, "round_robin");
      const instances = [database.db, secondInstance(database)].map(registrationStoreFor);

      const created = await Promise.all(
        Array.from({ length: 30 }, (_, n) => instances[n % 2]!(newPerson(), {})),
      );

      expect(created.every((one) => one.duplicateOf === null)).toBe(true);
      const counts = tally(await owners(database));
      expect(counts.has(null)).toBe(false);
      expect([...counts.values()]).toEqual([10, 10, 10]);
    });

    it("keeps a repeat with its person's owner and does not spend a turn on it", async () => {
      const database = await setup();
      const [a, b] = [await insertStaff(database), await insertStaff(database)].sort();
      await setRule(database, "round_robin");
      const store = registrationStoreFor(database.db);

      const first = newPerson();
      const stored = await store(first, {});
      await store({ ...first, context: { ...first.context } }, {});
      await store(newPerson(), {});

      expect(await owners(database)).toEqual([a, b]);
      const repeat = await database.db
        .selectFrom("registrations")
        .select("owner_id")
        .where("duplicate_of", "=", stored.id)
        .executeTakeFirstOrThrow();
      expect(repeat.owner_id).toBeNull();
    });

    it("does not assign suspected spam", async () => {
      const database = await setup();
      await insertStaff(database);
      await setRule(database, "round_robin");

      await registrationStoreFor(database.db)(newPerson("en", { suspectedSpam: true }), {});

      expect(await owners(database)).toEqual([null]);
    });

    it("by language: gives leads to the speakers of their language in turn, and to everyone in turn when nobody speaks it", async () => {
      const database = await setup();
      const chinese = await insertStaff(database, { languages: "zh,en" });
      const malay = await insertStaff(database, { languages: "ms,en" });
      const english = await insertStaff(database, { languages: "en" });
      await setRule(database, "language");
      const store = registrationStoreFor(database.db);

      for (let i = 0; i < 4; i++) await store(newPerson("zh"), {});
      for (let i = 0; i < 3; i++) await store(newPerson("ms"), {});
      for (let i = 0; i < 6; i++) await store(newPerson("en"), {});

      const assigned = await owners(database);
      expect(assigned.slice(0, 4)).toEqual([chinese, chinese, chinese, chinese]);
      expect(assigned.slice(4, 7)).toEqual([malay, malay, malay]);
      const english6 = tally(assigned.slice(7));
      expect([...english6.values()]).toEqual([2, 2, 2]);
      expect(english6.get(english)).toBe(2);

      // Nobody speaks Malay any more: Malay leads go round everyone.
      await database.db
        .updateTable("staff_profiles")
        .set({ languages: "en" })
        .where("staff_id", "=", malay)
        .execute();
      for (let i = 0; i < 3; i++) await store(newPerson("ms"), {});
      expect(new Set((await owners(database)).slice(13)).size).toBe(3);
      const actors = await database.db
        .selectFrom("lead_events")
        .select("actor_name")
        .where("kind", "=", "assigned")
        .execute();
      expect(actors.filter((a) => a.actor_name === "Language rule")).toHaveLength(13);
    });

    it("by language: 20 Chinese leads at once through two instances split evenly between the two speakers", async () => {
      const database = await setup();
      await insertStaff(database, { languages: "zh" });
      await insertStaff(database, { languages: "en,zh" });
      await insertStaff(database, { languages: "en" });
      await setRule(database, "language");
      const instances = [database.db, secondInstance(database)].map(registrationStoreFor);

      await Promise.all(
        Array.from({ length: 20 }, (_, n) => instances[n % 2]!(newPerson("zh"), {})),
      );

      expect([...tally(await owners(database)).values()]).toEqual([10, 10]);
    });
  });
});
