import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { findPersonGroups, parsePersonKey } from "./find-person";
import { buildPortableFile, PORTABLE_FORMAT } from "./portable";

const day = (d: string) => new Date(`${d}T02:00:00Z`);

describe("portability export", () => {
  forEachDatabase((current) => {
    it("gives another controller what the person provided, without our own notes or statuses", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const first = await registerLead(
        db,
        {
          name: "Siti Aminah",
          email: "siti@example.com",
          contact: "012-777 1234",
          unitTypes: ["B2"],
        },
        { now: day("2026-10-01") },
      );
      await registerLead(
        db,
        { name: "Siti Aminah binti Ali", email: "siti.aminah@corp.example", contact: "0127771234" },
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
          note: "Budget is tight",
        })
        .execute();
      await db
        .insertInto("bookings")
        .values({
          id: randomUUID(),
          created_at: day("2026-10-06").toISOString(),
          updated_at: day("2026-10-06").toISOString(),
          slot_start: "2026-10-10T03:00:00.000Z",
          salutation_id: 1,
          name: "Siti Aminah",
          contact_raw: "012-777 1234",
          contact_e164: "+60127771234",
          email: "siti@example.com",
          email_normalized: "siti@example.com",
          party_size: 3,
          locale: "ms",
          token_hash: "f".repeat(64),
          lead_id: first,
          submission_key: null,
          reminder_id: null,
        })
        .execute();

      const groups = await findPersonGroups(db, parsePersonKey("siti@example.com")!);
      const file = await buildPortableFile(db, groups, day("2026-11-01"));
      expect(file.format).toBe(PORTABLE_FORMAT);
      // The latest details speak for the person; each registration keeps what it said.
      expect(file.person).toMatchObject({
        name: "Siti Aminah binti Ali",
        email: "siti.aminah@corp.example",
        telephone: "+60127771234",
      });
      expect(file.registrations).toHaveLength(2);
      expect(file.registrations[0]).toMatchObject({
        email: "siti@example.com",
        interestedInUnitTypes: ["B2"],
        consents: [
          expect.objectContaining({ purpose: "personal-data", version: expect.any(String) }),
          expect.objectContaining({ purpose: "terms" }),
        ],
      });
      expect(file.salesGalleryVisits).toEqual([
        {
          bookedAt: day("2026-10-06").toISOString(),
          visitAt: "2026-10-10T03:00:00.000Z",
          partySize: 3,
          language: "ms",
          status: "booked",
        },
      ]);
      const text = JSON.stringify(file);
      expect(text).not.toContain("Budget is tight");
      expect(text).not.toContain("Nurul");
      expect(text).not.toContain("Someone Else");
      // Machine-readable: plain JSON that reads back to the same thing.
      expect(JSON.parse(text)).toEqual(file);
    });
  });
});
