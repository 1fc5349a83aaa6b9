import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "@/server/db/schema";
import { erasePeople } from "@/server/privacy/erase";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase, validRegistration } from "@/tests/support/registrations";
import { registrationStoreFor } from "./store";
import { apiSubmission, SubmissionConflict } from "./submission";
import type { RegistrationContext } from "./types";

const person = (contact: string, email: string, context: Partial<RegistrationContext> = {}) => ({
  input: validRegistration({ contact, email }),
  context: { locale: "en" as const, source: "api" as const, ...context },
});

const firsts = (db: Kysely<Database>) =>
  db.selectFrom("registrations").select("id").where("duplicate_of", "is", null).execute();

// "First or repeat" is decided by the database, so it holds however many instances store at once.
describe("one person, one first registration", () => {
  forEachDatabase((current) => {
    it("stores 20 concurrent registrations of one person through two instances as one first and 19 linked repeats", async () => {
      const database = current();
      await prepareDatabase(database.db);
      const instances = [database.connectAgain(), database.connectAgain()].map(
        registrationStoreFor,
      );

      for (let round = 0; round < 3; round++) {
        const who = person(
          `+6012555${String(round).padStart(4, "0")}`,
          `same-${round}@example.com`,
        );
        const created = await Promise.all(
          Array.from({ length: 20 }, (_, n) => instances[n % 2]!(who, {})),
        );

        const first = created.filter((one) => one.duplicateOf === null);
        expect(first).toHaveLength(1);
        expect(
          created.every((one) => one.duplicateOf === null || one.duplicateOf === first[0]!.id),
        ).toBe(true);
        const row = await database.db
          .selectFrom("registrations")
          .select("repeat_count")
          .where("id", "=", first[0]!.id)
          .executeTakeFirstOrThrow();
        expect(Number(row.repeat_count)).toBe(19);
      }
      expect(await firsts(database.db)).toHaveLength(3);
    });

    it("recognises a person by a number or email first seen on one of their repeats", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const store = registrationStoreFor(db);

      const first = await store(person("+60123000001", "a@example.com"), {});
      const sameNumber = await store(person("+60123000001", "b@example.com"), {});
      // Shares only the email of the repeat above: still the same person.
      const sameLaterEmail = await store(person("+60123000002", "b@example.com"), {});

      expect(sameNumber.duplicateOf).toBe(first.id);
      expect(sameLaterEmail.duplicateOf).toBe(first.id);
    });

    it("links to the earliest first when the number and the email belong to two different people", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const store = registrationStoreFor(db);
      const at = (minute: number) => new Date(Date.UTC(2026, 10, 3, 9, minute));

      const older = await store(person("+60123000011", "old@example.com", { now: at(1) }), {});
      await store(person("+60123000012", "new@example.com", { now: at(2) }), {});
      const both = await store(person("+60123000012", "old@example.com", { now: at(3) }), {});

      expect(both.duplicateOf).toBe(older.id);
    });

    it("starts afresh for someone registering with the number and email of a person who was erased", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const store = registrationStoreFor(db);
      const erased = await store(person("+60123000021", "gone@example.com"), {});
      await erasePeople(db, [erased.id], { audit: "test", staffId: null, name: "Test" });

      const again = await store(person("+60123000021", "gone@example.com"), {});

      expect(again.duplicateOf).toBeNull();
      expect(await db.selectFrom("person_keys").select("first_id").distinct().execute()).toEqual([
        { first_id: again.id },
      ]);
    });

    it("answers a retried Idempotency-Key with the stored registration and refuses the key with another body", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const store = registrationStoreFor(db);
      const who = person("+60123000031", "key@example.com");
      const submission = apiSubmission("retry-1", who.input);

      const [a, b] = await Promise.all([
        store({ ...who, context: { ...who.context, submission } }, {}),
        store({ ...who, context: { ...who.context, submission } }, {}),
      ]);
      const other = validRegistration({ contact: "+60123000031", email: "other@example.com" });
      const reused = store(
        { input: other, context: { ...who.context, submission: apiSubmission("retry-1", other) } },
        {},
      );

      expect(b).toEqual(a);
      await expect(reused).rejects.toBeInstanceOf(SubmissionConflict);
      expect(await db.selectFrom("registrations").select("id").execute()).toHaveLength(1);
    });
  });
});
