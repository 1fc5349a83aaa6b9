import type { Kysely } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { privacyNoticeVersion } from "@/content/legal/privacy/version";
import { termsVersion } from "@/content/legal/terms/version";
import type { Registration } from "@/lib/registration/schema";
import type { Database } from "@/server/db/schema";
import type { NotificationTargets } from "@/server/outbox/entries";
import { forEachDatabase, type TestDatabase } from "@/tests/support/databases";
import { prepareDatabase, validRegistration } from "@/tests/support/registrations";
import { registrationStoreFor } from "./store";
import type { RegistrationContext } from "./types";

const allTargets: NotificationTargets = {
  salesEmail: "sales@skyhaven.example",
  webhookUrl: "https://crm.example/hooks/lead",
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 3, 9, minute, 0));

function context(overrides: Partial<RegistrationContext> = {}): RegistrationContext {
  return { locale: "en", source: "web", now: at(0), ...overrides };
}

async function counts(db: Kysely<Database>) {
  const count = async (table: keyof Database) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    registrations: await count("registrations"),
    unitTypes: await count("registration_unit_types"),
    outbox: await count("outbox"),
    audit: await count("audit_log"),
  };
}

const registration = (db: Kysely<Database>, id: string) =>
  db.selectFrom("registrations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const outboxTopics = async (db: Kysely<Database>, id: string) =>
  (
    await db
      .selectFrom("outbox")
      .select("topic")
      .where("registration_id", "=", id)
      .orderBy("topic")
      .execute()
  ).map((row) => row.topic);

/**
 * Runs `work` while claims of a person's keys wait, until `writers` transactions are waiting to
 * claim, then lets them go: on PostgreSQL a SHARE lock held from another connection lets their
 * reads through and holds their inserts. SQLite runs one transaction at a time, so there `work`
 * simply runs.
 */
async function whileInsertsAreHeld<T>(
  database: TestDatabase,
  work: () => Promise<T>,
  writers: number,
): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (database.dialect !== "postgres" || !url || !database.schema) return work();
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  try {
    const table = `"${database.schema}".person_keys`;
    await locker.query("begin");
    await locker.query(`lock table ${table} in share mode`);
    const running = work();
    // Keep a rejection from going unhandled while we wait; it is rethrown below.
    running.catch(() => undefined);
    for (let i = 0; i < 200; i++) {
      const { rows } = await locker.query<{ waiting: string }>(
        "select count(*) as waiting from pg_locks where relation = $1::regclass and not granted",
        [table],
      );
      if (Number(rows[0]?.waiting) >= writers) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await locker.query("commit");
    return await running;
  } finally {
    await locker.end();
  }
}

// The store each database runs in production: group commit on SQLite, a transaction each on PostgreSQL.
describe("registration store", () => {
  forEachDatabase((current) => {
    async function create(
      input: Registration,
      ctx: Partial<RegistrationContext> = {},
      targets: NotificationTargets = allTargets,
    ) {
      return registrationStoreFor(current().db)({ input, context: context(ctx) }, targets);
    }

    it("stores every field: raw and E.164 contact, normalized email, consents, UTM, referrer, landing page, source, status new", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const now = at(5);

      const created = await create(
        validRegistration({
          salutationId: "3",
          name: "Siti Aminah",
          contact: "012-345 6789",
          email: "Siti.Aminah+sky@Gmail.com",
          channel: "family_friends",
          unitTypes: ["b2", "D9"],
          utmSource: "facebook",
          utmMedium: "cpc",
          utmCampaign: "launch-2026",
          utmTerm: "klia suites",
          utmContent: "carousel",
        }),
        {
          locale: "ms",
          source: "api",
          referrer: "https://www.facebook.com/",
          landingPage: "/ms/register?utm_source=facebook",
          now,
        },
      );

      expect(created.duplicateOf).toBeNull();
      expect(await registration(db, created.id)).toEqual({
        id: created.id,
        created_at: now.toISOString(),
        salutation_id: 3,
        full_name: "Siti Aminah",
        contact_raw: "012-345 6789",
        contact_e164: "+60123456789",
        email: "Siti.Aminah+sky@Gmail.com",
        email_normalized: "sitiaminah@gmail.com",
        address: "12 Jalan Ampang, 50450 Kuala Lumpur",
        channel: "family_friends",
        locale: "ms",
        consent_personal_data_at: now.toISOString(),
        consent_terms_at: now.toISOString(),
        consent_notice_version: privacyNoticeVersion,
        consent_terms_version: termsVersion,
        consent_locale: "ms",
        utm_source: "facebook",
        utm_medium: "cpc",
        utm_campaign: "launch-2026",
        utm_term: "klia suites",
        utm_content: "carousel",
        referrer: "https://www.facebook.com/",
        landing_page: "/ms/register?utm_source=facebook",
        source: "api",
        status: "new",
        duplicate_of: null,
        submission_key: null,
        submission_hash: null,
        latest_at: "2026-11-03T09:05:00.000Z",
        repeat_count: 0,
        erased_at: null,
        owner_id: null,
        reopened_by: null,
        reopened_from: null,
        follow_up_on: null,
        agent: null,
        entered_by: null,
        lost_reason: null,
        agent_id: null,
        gclid: null,
        gbraid: null,
        wbraid: null,
        fbclid: null,
        fbp: null,
        fbc: null,
        meta_lead_id: null,
        consent_analytics: null,
        consent_advertising: null,
        consent_choice_version: null,
        consent_choice_at: null,
        event_id: created.eventId,
        unit_id: null,
      });
      expect(created.eventId).toMatch(/^[0-9a-f-]{36}$/);
      const unitTypes = await db
        .selectFrom("registration_unit_types")
        .select(["registration_id", "unit_type"])
        .orderBy("unit_type")
        .execute();
      expect(unitTypes).toEqual([
        { registration_id: created.id, unit_type: "B2" },
        { registration_id: created.id, unit_type: "D9" },
      ]);
    });

    it("stores missing UTM values, referrer and landing page as null, and no unit types when none were chosen", async () => {
      const { db } = current();
      await prepareDatabase(db);

      const created = await create(validRegistration({ unitTypes: [] }));

      expect(await registration(db, created.id)).toMatchObject({
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        referrer: null,
        landing_page: null,
      });
      expect((await counts(db)).unitTypes).toBe(0);
    });

    it("keeps the unit a buyer registered for from its page, and drops one that is no unit's label", async () => {
      const { db } = current();
      await prepareDatabase(db);

      const forUnit = await create(validRegistration({ unit: " a-12-03 ", unitTypes: ["C1A"] }));
      expect(await registration(db, forUnit.id)).toMatchObject({ unit_id: "A-12-03" });

      const forged = await create(
        validRegistration({ unit: "A-12-03'; DROP TABLE units", email: "other@example.com" }),
      );
      expect(await registration(db, forged.id)).toMatchObject({ unit_id: null });
      const plain = await create(validRegistration({ email: "third@example.com" }));
      expect(await registration(db, plain.id)).toMatchObject({ unit_id: null });
    });

    it("stores a registration without an address (the field is optional) with an empty address", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const created = await create(validRegistration({ address: undefined }));
      expect(await registration(db, created.id)).toMatchObject({ address: "", status: "new" });
    });

    it("cuts a referrer and landing page longer than 500 characters to 500", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const long = `https://example.com/${"a".repeat(600)}`;

      const created = await create(validRegistration(), { referrer: long, landingPage: long });

      const row = await registration(db, created.id);
      expect(row.referrer).toBe(long.slice(0, 500));
      expect(row.landing_page).toBe(long.slice(0, 500));
    });

    it("stores a repeat with the same number written differently and links it to the first registration", async () => {
      const { db } = current();
      await prepareDatabase(db);

      const first = await create(
        validRegistration({ contact: "+60 12-345 6789", email: "one@example.com" }),
        { now: at(1) },
      );
      const second = await create(
        validRegistration({ contact: "0123456789", email: "two@example.com" }),
        { now: at(2) },
      );

      expect(second.id).not.toBe(first.id);
      expect(second.duplicateOf).toBe(first.id);
      expect((await registration(db, second.id)).duplicate_of).toBe(first.id);
      expect((await registration(db, first.id)).duplicate_of).toBeNull();
      expect((await counts(db)).registrations).toBe(2);
      // The person is active again: the sales list shows them at the top, with one repeat.
      expect(await registration(db, first.id)).toMatchObject({
        latest_at: at(2).toISOString(),
        repeat_count: 1,
      });
    });

    it("stores a repeat with the same email in another case and links it to the first registration", async () => {
      const { db } = current();
      await prepareDatabase(db);

      const first = await create(
        validRegistration({ contact: "012-345 6789", email: "Ah.Kow@Example.com" }),
        { now: at(1) },
      );
      const second = await create(
        validRegistration({ contact: "+65 9123 4567", email: "ah.kow@EXAMPLE.COM" }),
        { now: at(2) },
      );

      expect(second.duplicateOf).toBe(first.id);
      expect((await registration(db, second.id)).email).toBe("ah.kow@EXAMPLE.COM");
    });

    it("recognises a Gmail address with dots and a +tag as the same person", async () => {
      const { db } = current();
      await prepareDatabase(db);

      const first = await create(validRegistration({ email: "ahkow@gmail.com" }), { now: at(1) });
      const second = await create(
        validRegistration({ contact: "+65 9123 4567", email: "Ah.Kow+sky@gmail.com" }),
        { now: at(2) },
      );

      expect(second.duplicateOf).toBe(first.id);
    });

    it("links a third registration by the same person to the first, not to the second", async () => {
      const { db } = current();
      await prepareDatabase(db);

      const first = await create(validRegistration({ contact: "012-345 6789" }), { now: at(1) });
      const second = await create(validRegistration({ contact: "+60123456789" }), { now: at(2) });
      const third = await create(validRegistration({ contact: "60 12 345 6789" }), { now: at(3) });

      expect(second.duplicateOf).toBe(first.id);
      expect(third.duplicateOf).toBe(first.id);
      const rows = await db
        .selectFrom("registrations")
        .select(["id", "duplicate_of"])
        .orderBy("created_at")
        .execute();
      expect(rows).toEqual([
        { id: first.id, duplicate_of: null },
        { id: second.id, duplicate_of: first.id },
        { id: third.id, duplicate_of: first.id },
      ]);
    });

    it("does not link registrations by different people", async () => {
      const { db } = current();
      await prepareDatabase(db);

      await create(validRegistration({ contact: "012-345 6789", email: "a@example.com" }));
      const other = await create(
        validRegistration({ contact: "012-345 6788", email: "b@example.com" }),
      );

      expect(other.duplicateOf).toBeNull();
    });

    it("stores the same submissionKey only once and returns the first id again", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const input = validRegistration();

      const first = await create(input, { submission: { key: "form-post-1", hash: "h" } });
      const again = await create(input, {
        submission: { key: "form-post-1", hash: "h" },
        now: at(1),
      });

      expect(again).toEqual(first);
      expect(await counts(db)).toEqual({ registrations: 1, unitTypes: 2, outbox: 3, audit: 1 });
      expect((await registration(db, first.id)).submission_key).toBe("form-post-1");
    });

    it("stores a double click (the same submissionKey posted twice at once) once and answers both with its id", async () => {
      const database = current();
      await prepareDatabase(database.db);
      const input = validRegistration();

      // Both posts check for the key before either stores it, as two requests in flight do.
      const [a, b] = await whileInsertsAreHeld(
        database,
        () =>
          Promise.all([
            create(input, { submission: { key: "double-click", hash: "h" } }),
            create(input, { submission: { key: "double-click", hash: "h" } }),
          ]),
        2,
      );

      expect(b).toEqual(a);
      expect(await counts(database.db)).toEqual({
        registrations: 1,
        unitTypes: 2,
        outbox: 3,
        audit: 1,
      });
    });

    it("stores two posts with different submissionKeys as two registrations", async () => {
      const { db } = current();
      await prepareDatabase(db);

      const first = await create(validRegistration(), { submission: { key: "post-a", hash: "h" } });
      const second = await create(validRegistration(), {
        submission: { key: "post-b", hash: "h" },
        now: at(1),
      });

      expect(second.id).not.toBe(first.id);
      expect(second.duplicateOf).toBe(first.id);
      expect((await counts(db)).registrations).toBe(2);
    });

    it("stores suspected spam with status spam, writes no outbox entries and audits it as spam", async () => {
      const { db } = current();
      await prepareDatabase(db);

      const created = await create(validRegistration(), { suspectedSpam: true });

      expect((await registration(db, created.id)).status).toBe("spam");
      expect(await outboxTopics(db, created.id)).toEqual([]);
      const audit = await db.selectFrom("audit_log").selectAll().executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: "registration.spam", entity_id: created.id });
    });

    it("queues the buyer's acknowledgement, the sales notice and the webhook when both targets are set", async () => {
      const { db } = current();
      await prepareDatabase(db);

      const created = await create(validRegistration(), { locale: "zh", now: at(7) });

      const entries = await db
        .selectFrom("outbox")
        .selectAll()
        .where("registration_id", "=", created.id)
        .orderBy("topic")
        .execute();
      expect(entries.map((e) => [e.topic, e.status, Number(e.attempts)])).toEqual([
        ["buyer_ack", "pending", 0],
        ["lead_webhook", "pending", 0],
        ["sales_notify", "pending", 0],
      ]);
      for (const entry of entries) {
        expect(entry.next_attempt_at).toBe(at(7).toISOString());
        expect(entry.locked_until).toBeNull();
        expect(entry.sent_at).toBeNull();
      }
      const payloads = Object.fromEntries(
        entries.map((e) => [e.topic, JSON.parse(e.payload) as Record<string, unknown>]),
      );
      expect(payloads.buyer_ack).toMatchObject({
        to: "ah.kow@example.com",
        registrationId: created.id,
        locale: "zh",
        name: "Tan Ah Kow",
      });
      expect(payloads.sales_notify).toMatchObject({
        to: "sales@skyhaven.example",
        registrationId: created.id,
      });
      expect(payloads.lead_webhook).toMatchObject({
        url: "https://crm.example/hooks/lead",
        lead: { registrationId: created.id, unitTypes: ["A1", "C1A"] },
      });
    });

    it("queues only the buyer's acknowledgement when there is no sales email and no webhook", async () => {
      const { db } = current();
      await prepareDatabase(db);

      const created = await create(validRegistration(), {}, {});

      expect(await outboxTopics(db, created.id)).toEqual(["buyer_ack"]);
    });

    it("queues the sales notice only with a sales email, the webhook only with a webhook URL", async () => {
      const { db } = current();
      await prepareDatabase(db);

      const sales = await create(
        validRegistration({ email: "a@example.com" }),
        {},
        {
          salesEmail: "sales@skyhaven.example",
        },
      );
      const hook = await create(
        validRegistration({ email: "b@example.com", contact: "+65 9123 4567" }),
        {},
        { webhookUrl: "https://crm.example/hooks/lead" },
      );

      expect(await outboxTopics(db, sales.id)).toEqual(["buyer_ack", "sales_notify"]);
      expect(await outboxTopics(db, hook.id)).toEqual(["buyer_ack", "lead_webhook"]);
    });

    it("writes an audit entry naming the source, the registration, its locale and what it repeats", async () => {
      const { db } = current();
      await prepareDatabase(db);

      const first = await create(validRegistration(), { now: at(1) });
      const second = await create(validRegistration(), {
        source: "legacy",
        locale: "zh",
        now: at(2),
      });

      const audit = await db.selectFrom("audit_log").selectAll().orderBy("at").execute();
      expect(audit).toHaveLength(2);
      expect(audit[0]).toMatchObject({
        at: at(1).toISOString(),
        actor: "public:web",
        action: "registration.create",
        entity: "registration",
        entity_id: first.id,
      });
      expect(JSON.parse(audit[0]?.details ?? "null")).toEqual({ duplicateOf: null, locale: "en" });
      expect(audit[1]).toMatchObject({
        actor: "public:legacy",
        action: "registration.create",
        entity_id: second.id,
      });
      expect(JSON.parse(audit[1]?.details ?? "null")).toEqual({
        duplicateOf: first.id,
        locale: "zh",
      });
    });

    it("refuses a contact that is not a phone number without writing anything", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const input: Registration = { ...validRegistration(), contact: "not a number" };

      await expect(create(input)).rejects.toThrow(/contact/);
      expect(await counts(db)).toEqual({ registrations: 0, unitTypes: 0, outbox: 0, audit: 0 });
    });

    it("leaves nothing behind when the salutation violates its foreign key", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const input: Registration = { ...validRegistration(), salutationId: 999 };

      await expect(create(input)).rejects.toThrow();
      expect(await counts(db)).toEqual({ registrations: 0, unitTypes: 0, outbox: 0, audit: 0 });
    });

    it("rolls back the registration row when a later insert of the transaction fails", async () => {
      const { db } = current();
      await prepareDatabase(db);
      // The schema deduplicates unit types; a repeated one breaks the unit types' primary key
      // after the registration row has been inserted.
      const input: Registration = { ...validRegistration(), unitTypes: ["A1", "A1"] };

      await expect(create(input)).rejects.toThrow();
      expect(await counts(db)).toEqual({ registrations: 0, unitTypes: 0, outbox: 0, audit: 0 });

      // The database is still usable and the next registration is the person's first.
      const next = await create(validRegistration());
      expect(next.duplicateOf).toBeNull();
      expect(await counts(db)).toEqual({ registrations: 1, unitTypes: 2, outbox: 3, audit: 1 });
    });
  });
});
