import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import {
  createRegistration,
  prepareDatabase,
  validRegistration,
} from "@/tests/support/registrations";
import { parseEnv } from "../env-schema";
import { buildAccessFile } from "./access";
import { erasePeople, landingPath, referrerOrigin, TOMBSTONE } from "./erase";
import { findPersonGroups, parsePersonKey } from "./find-person";
import { applyRetention, retentionCutoff } from "./retention";

const staff = { audit: "staff:s1", staffId: "s1", name: "Nurul" };
const day = (d: string) => new Date(`${d}T02:00:00Z`);
const targets = { salesEmail: "sales@skyhaven.example", webhookUrl: "https://crm.example/hook" };

describe("person keys and kept attribution", () => {
  it("reads an email or a phone number in the forms stored", () => {
    expect(parsePersonKey(" Mei.Ling+x@Gmail.com ")).toEqual({
      kind: "email",
      value: "meiling@gmail.com",
    });
    expect(parsePersonKey("012-345 6789")).toEqual({ kind: "phone", value: "+60123456789" });
    expect(parsePersonKey("hello")).toBeNull();
    expect(parsePersonKey("")).toBeNull();
  });

  it("keeps a referrer's site and a landing page's path only", () => {
    expect(referrerOrigin("https://www.facebook.com/profile?id=42")).toBe(
      "https://www.facebook.com",
    );
    expect(referrerOrigin("not a url")).toBeNull();
    expect(landingPath("/ms/register?email=a%40b.c#x")).toBe("/ms/register");
    expect(landingPath("https://skyhaven.example/zh?utm_term=Tan")).toBe("/zh");
  });

  it("reads RETENTION_MONTHS as a whole number of at least 1, 24 by default", () => {
    expect(parseEnv({}).RETENTION_MONTHS).toBe(24);
    expect(parseEnv({ RETENTION_MONTHS: "6" }).RETENTION_MONTHS).toBe(6);
    expect(() => parseEnv({ RETENTION_MONTHS: "0" })).toThrow(/RETENTION_MONTHS/);
    expect(() => parseEnv({ RETENTION_MONTHS: "1.5" })).toThrow(/RETENTION_MONTHS/);
    expect(retentionCutoff(24, new Date("2026-11-22T00:00:00Z")).toISOString()).toBe(
      "2024-11-22T00:00:00.000Z",
    );
  });
});

describe("personal-data requests", () => {
  forEachDatabase((current) => {
    it("finds every registration of a person by email or phone, and builds the access file", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const first = await registerLead(
        db,
        {
          name: "陈美玲",
          email: "meiling@example.com",
          contact: "012-888 1234",
          unitTypes: ["A1"],
        },
        { now: day("2026-10-01") },
      );
      // Same phone, new email: a repeat of the same person.
      const repeat = await registerLead(
        db,
        { name: "Chen Mei Ling", email: "ml.chen@corp.example", contact: "+60 12-888 1234" },
        { now: day("2026-10-05") },
      );
      await registerLead(db, { name: "Someone Else" });
      await db
        .insertInto("lead_events")
        .values({
          id: randomUUID(),
          registration_id: first,
          at: day("2026-10-02").toISOString(),
          actor_id: "s1",
          actor_name: "Nurul",
          kind: "note",
          from_status: null,
          to_status: null,
          note: "Prefers a call after 6pm",
        })
        .execute();

      const byNewEmail = await findPersonGroups(db, parsePersonKey("ML.Chen@corp.example")!);
      const byPhone = await findPersonGroups(db, parsePersonKey("0128881234")!);
      expect(byNewEmail).toEqual([first]);
      expect(byPhone).toEqual([first]);

      const file = await buildAccessFile(db, byPhone);
      expect(file.registrations.map((r) => r.id)).toEqual([first, repeat]);
      expect(file.registrations[0]).toMatchObject({
        fullName: "陈美玲",
        unitTypes: ["A1"],
        consents: { personalData: { noticeVersion: expect.any(String) } },
      });
      expect(file.registrations[1]?.firstRegistrationId).toBe(first);
      expect(file.salesTimeline).toEqual([
        expect.objectContaining({ kind: "note", note: "Prefers a call after 6pm" }),
        // The repeat, in the person's timeline: about them, so theirs to see.
        expect.objectContaining({ kind: "registered", note: null }),
      ]);
      expect(JSON.stringify(file.salesTimeline)).not.toContain("Nurul");
      expect(file.messages.length).toBeGreaterThan(0);
      expect(JSON.stringify(file.messages)).not.toContain("meiling@example.com");
    });

    it("erases a person: tombstones, blank notes and messages, counts kept, audit written", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const first = await createWithTargets(db, "陈美玲", "meiling@example.com", day("2026-10-01"));
      const repeat = await createWithTargets(
        db,
        "陈美玲",
        "meiling@example.com",
        day("2026-10-03"),
      );
      const other = await registerLead(db, { name: "Ahmad Faizal" });
      await db
        .updateTable("outbox")
        .set({ status: "sent", sent_at: day("2026-10-01").toISOString() })
        .where("registration_id", "=", first)
        .execute();
      await db
        .updateTable("registrations")
        .set({
          status: "qualified",
          referrer: "https://www.facebook.com/some/profile",
          landing_page: "/zh/register?email=meiling%40example.com",
          utm_term: "chen mei ling",
        })
        .where("id", "=", first)
        .execute();
      await db
        .insertInto("lead_events")
        .values({
          id: randomUUID(),
          registration_id: repeat,
          at: day("2026-10-04").toISOString(),
          actor_id: "s1",
          actor_name: "Nurul",
          kind: "note",
          from_status: null,
          to_status: null,
          note: "Lives at 12 Jalan Ampang",
        })
        .execute();

      const groups = await findPersonGroups(db, parsePersonKey("meiling@example.com")!);
      const result = await erasePeople(db, groups, staff);
      expect(result).toMatchObject({ people: 1, registrations: 2, notes: 1 });
      expect(result.messagesCancelled).toBeGreaterThan(0);
      expect(result.messagesBlanked).toBe(result.messagesCancelled + 3);

      const rows = await db
        .selectFrom("registrations")
        .selectAll()
        .where("id", "in", [first, repeat])
        .orderBy("created_at")
        .execute();
      for (const row of rows) {
        expect(row).toMatchObject({
          full_name: TOMBSTONE,
          email: TOMBSTONE,
          email_normalized: TOMBSTONE,
          contact_raw: TOMBSTONE,
          contact_e164: TOMBSTONE,
          address: TOMBSTONE,
          utm_term: null,
          utm_content: null,
          erased_at: expect.any(String),
          channel: "website",
          locale: "en",
          source: "web",
        });
      }
      expect(rows[0]).toMatchObject({
        status: "qualified",
        referrer: "https://www.facebook.com",
        landing_page: "/zh/register",
        repeat_count: 1,
      });
      const units = await db
        .selectFrom("registration_unit_types")
        .select("unit_type")
        .where("registration_id", "in", [first, repeat])
        .execute();
      expect(units.length).toBe(4);

      const notes = await db
        .selectFrom("lead_events")
        .select(["kind", "note"])
        .where("registration_id", "in", [first, repeat])
        .orderBy("at")
        .execute();
      expect(notes).toEqual([
        { kind: "registered", note: null },
        { kind: "note", note: TOMBSTONE },
        { kind: "erased", note: null },
      ]);

      const messages = await db
        .selectFrom("outbox")
        .select(["status", "payload", "registration_id"])
        .where("registration_id", "in", [first, repeat])
        .execute();
      expect(messages.every((m) => m.payload === "{}")).toBe(true);
      expect(messages.some((m) => m.status === "pending")).toBe(false);
      expect(
        messages.filter((m) => m.registration_id === first).every((m) => m.status === "sent"),
      ).toBe(true);

      // The dashboard's count of people and registrations does not change.
      const counts = await db
        .selectFrom("registrations")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(counts.n)).toBe(3);
      expect(await findPersonGroups(db, parsePersonKey("meiling@example.com")!)).toEqual([]);
      expect(
        await db
          .selectFrom("registrations")
          .select("full_name")
          .where("id", "=", other)
          .executeTakeFirst(),
      ).toEqual({ full_name: "Ahmad Faizal" });

      const audit = await db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "privacy.erase")
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor: "staff:s1", entity_id: first });
      expect(audit[0]?.details).not.toMatch(/meiling|陈|Jalan/);
      expect(JSON.parse(audit[0]?.details ?? "{}")).toMatchObject({ registrations: 2 });
    });

    it("anonymizes only people whose latest registration is older than the retention period", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const now = new Date("2026-11-22T00:00:00Z");
      const old = await registerLead(db, { name: "Old Buyer" }, { now: day("2024-01-10") });
      // Registered long ago but came back recently: still a current lead.
      const returning = await registerLead(
        db,
        { name: "Returning Buyer", email: "back@example.com" },
        { now: day("2024-02-10") },
      );
      await registerLead(
        db,
        { name: "Returning Buyer", email: "back@example.com" },
        { now: day("2026-09-01") },
      );
      const recent = await registerLead(db, { name: "Recent Buyer" }, { now: day("2026-06-01") });

      expect(await applyRetention(db, 24, now)).toEqual({ people: 1, registrations: 1 });
      const names = await db
        .selectFrom("registrations")
        .select(["id", "full_name", "erased_at"])
        .where("duplicate_of", "is", null)
        .execute();
      const byId = Object.fromEntries(names.map((row) => [row.id, row]));
      expect(byId[old]).toMatchObject({ full_name: TOMBSTONE, erased_at: now.toISOString() });
      expect(byId[returning]?.full_name).toBe("Returning Buyer");
      expect(byId[recent]?.full_name).toBe("Recent Buyer");
      const audit = await db
        .selectFrom("audit_log")
        .select(["actor", "action"])
        .where("action", "=", "privacy.erase")
        .execute();
      expect(audit).toEqual([{ actor: "system:retention", action: "privacy.erase" }]);
      // A second run finds nobody new.
      expect(await applyRetention(db, 24, now)).toEqual({ people: 0, registrations: 0 });
    });
  });
});

/** A registration with every notification queued: buyer, sales and webhook. */
async function createWithTargets(
  db: Parameters<typeof registerLead>[0],
  name: string,
  email: string,
  now: Date,
) {
  const { id } = await createRegistration(
    db,
    {
      input: validRegistration({ name, email, contact: "012-555 0101" }),
      context: { locale: "en", source: "web", now },
    },
    targets,
  );
  return id;
}
