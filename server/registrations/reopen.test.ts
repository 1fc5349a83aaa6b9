import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase, validRegistration } from "@/tests/support/registrations";
import { secondInstance } from "@/tests/support/second-instance";
import type { Database } from "../db/schema";
import { getLead } from "../leads/detail";
import { changeLeadStatus } from "../leads/update";
import { registrationStoreFor } from "./store";
import type { RegistrationContext } from "./types";

const staff = { id: "00000000-0000-4000-8000-0000000000b1", name: "Siti" };
/** Seconds from now: status changes are stamped with the real time, registrations with these. */
const at = (seconds: number) => new Date(Date.now() + seconds * 1000);

let buyer = 0;
function samePerson() {
  buyer += 1;
  const contact = `+6014${String(3000000 + buyer).padStart(7, "0")}`;
  return (seconds: number, units: string[] = ["A1"], extra: Partial<RegistrationContext> = {}) => ({
    input: validRegistration({ contact, email: `back${buyer}@example.com`, unitTypes: units }),
    context: { locale: "en" as const, source: "web" as const, now: at(seconds), ...extra },
  });
}

const statusOf = async (db: Kysely<Database>, id: string) =>
  (
    await db
      .selectFrom("registrations")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).status;

const timeline = (db: Kysely<Database>, id: string) =>
  db
    .selectFrom("lead_events")
    .select(["kind", "from_status", "to_status"])
    .where("registration_id", "=", id)
    .orderBy("at")
    .orderBy("kind")
    .execute();

describe("a returning buyer", () => {
  forEachDatabase((current) => {
    async function setup() {
      const { db } = current();
      await prepareDatabase(db);
      return { db, store: registrationStoreFor(db) };
    }

    it("reopens a lost lead as New, says so in the timeline and shows the new interest first", async () => {
      const { db, store } = await setup();
      const person = samePerson();
      const first = await store(person(-60, ["A1"]), {});
      await changeLeadStatus(db, first.id, "lost", staff);

      const repeat = await store(person(5, ["C1A", "D2"]), {});

      expect(repeat.duplicateOf).toBe(first.id);
      expect(await statusOf(db, first.id)).toBe("new");
      expect(await timeline(db, first.id)).toEqual([
        { kind: "status", from_status: "new", to_status: "lost" },
        { kind: "registered", from_status: "lost", to_status: "new" },
      ]);
      const lead = await getLead(db, first.id);
      expect(lead?.status).toBe("new");
      expect(lead?.registrations.map((r) => r.id)).toEqual([repeat.id, first.id]);
      expect(lead?.registrations[0]?.unitTypes).toEqual(["C1A", "D2"]);
      expect(lead?.events[0]).toMatchObject({ kind: "registered", fromStatus: "lost" });
    });

    it("writes 'registered again' without a status change on an open lead, and keeps Booked", async () => {
      const { db, store } = await setup();
      const person = samePerson();
      const first = await store(person(-60), {});
      await store(person(-30), {});
      await changeLeadStatus(db, first.id, "booked", staff);
      await store(person(5), {});

      expect(await statusOf(db, first.id)).toBe("booked");
      expect(await timeline(db, first.id)).toEqual([
        { kind: "registered", from_status: null, to_status: null },
        { kind: "status", from_status: "new", to_status: "booked" },
        { kind: "registered", from_status: null, to_status: null },
      ]);
    });

    it("does not reopen for a repeat caught as spam, nor write it into the timeline", async () => {
      const { db, store } = await setup();
      const person = samePerson();
      const first = await store(person(-60), {});
      await changeLeadStatus(db, first.id, "lost", staff);

      await store(person(5, ["A1"], { suspectedSpam: true }), {});

      expect(await statusOf(db, first.id)).toBe("lost");
      expect((await timeline(db, first.id)).map((e) => e.kind)).toEqual(["status"]);
    });

    it("reopens once when ten repeats arrive at once through two instances", async () => {
      const database = current();
      const { db, store } = await setup();
      const person = samePerson();
      const first = await store(person(-60), {});
      await changeLeadStatus(db, first.id, "lost", staff);
      const instances = [store, registrationStoreFor(secondInstance(database))];

      await Promise.all(
        Array.from({ length: 10 }, (_, n) => instances[n % 2]!(person(5 + (n % 3)), {})),
      );

      expect(await statusOf(db, first.id)).toBe("new");
      const events = await timeline(db, first.id);
      expect(events.filter((e) => e.kind === "registered")).toHaveLength(10);
      // Exactly one of them reopened the lead; the others found it open.
      expect(events.filter((e) => e.kind === "registered" && e.from_status !== null)).toEqual([
        { kind: "registered", from_status: "lost", to_status: "new" },
      ]);
    });
  });
});
