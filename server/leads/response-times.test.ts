import { everyLead } from "@/tests/support/leads";
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
import type { LeadEventKind } from "../db/schema";
import { filteredLeads } from "./query";
import { countUntouched, firstContactTimes, median } from "./response-times";

const HOUR = 3_600_000;
const now = new Date();
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

let buyer = 0;
async function lead(
  database: TestDatabase,
  hoursAgo: number,
  { owner = null as string | null, status = "new", contact = "" } = {},
) {
  buyer += 1;
  const created = await createRegistration(
    database.db,
    {
      input: validRegistration({
        contact: contact || `+6017${String(5000000 + buyer).padStart(7, "0")}`,
        email: contact ? `same${contact}@example.com` : `rt${buyer}@example.com`,
      }),
      context: { locale: "en", source: "web", now: ago(hoursAgo) },
    },
    {},
  );
  const root = created.duplicateOf ?? created.id;
  if (!created.duplicateOf) {
    await database.db
      .updateTable("registrations")
      .set({ owner_id: owner, status })
      .where("id", "=", root)
      .execute();
  }
  return root;
}

async function event(
  database: TestDatabase,
  registrationId: string,
  hoursAgo: number,
  actorId: string | null,
  kind: LeadEventKind | "contact" = "status",
) {
  await database.db
    .insertInto("lead_events")
    .values({
      id: randomUUID(),
      registration_id: registrationId,
      at: ago(hoursAgo).toISOString(),
      actor_id: actorId,
      actor_name: actorId ? "Staff" : "Round robin",
      // A kind another part of the desk may add later counts like any other touch.
      kind: kind as LeadEventKind,
      from_status: null,
      to_status: null,
      note: null,
      from_owner_id: null,
      to_owner_id: null,
    })
    .execute();
}

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("how quickly the desk answers new leads", () => {
  forEachDatabase((current) => {
    async function setup() {
      const database = current();
      await prepareDatabase(database.db);
      return database;
    }

    it("gives each salesperson's median time to first contact over the last 30 days, by their own events", async () => {
      const database = await setup();
      const aisyah = await insertStaff(database, { name: "Aisyah" });
      const ben = await insertStaff(database, { name: "Ben" });

      const quick = await lead(database, 10, { owner: aisyah });
      await event(database, quick, 9, aisyah, "note");
      await event(database, quick, 2, aisyah, "status");
      const slow = await lead(database, 20, { owner: aisyah });
      await event(database, slow, 19.5, null, "assigned");
      await event(database, slow, 17, aisyah, "contact");
      await lead(database, 5, { owner: aisyah });
      const handed = await lead(database, 8, { owner: ben });
      // Someone else's note, and an assignment by the owner, are not the owner's first contact.
      await event(database, handed, 7, aisyah, "note");
      await event(database, handed, 6, ben, "assigned");
      const old = await lead(database, 40 * 24, { owner: aisyah });
      await event(database, old, 40 * 24 - 1, aisyah);
      await lead(database, 3, { owner: ben, status: "spam" });
      await lead(database, 3);

      const rows = await firstContactTimes(database.db, { now });

      expect(rows).toEqual([
        { staffId: aisyah, name: "Aisyah", leads: 3, contacted: 2, medianMs: 2 * HOUR },
        { staffId: ben, name: "Ben", leads: 1, contacted: 0, medianMs: null },
      ]);
    });

    it("counts open leads of the last 30 days untouched for 24 hours since they last registered, and lists the same ones", async () => {
      const database = await setup();
      const siti = await insertStaff(database, { name: "Siti" });

      const waiting = await lead(database, 30, { owner: siti });
      const autoAssigned = await lead(database, 30, { owner: siti });
      await event(database, autoAssigned, 30, null, "assigned");
      const answered = await lead(database, 30, { owner: siti });
      await event(database, answered, 29, siti, "note");
      await lead(database, 30, { status: "lost" });
      await lead(database, 30, { status: "spam" });
      await lead(database, 2);
      // A month and more without anyone: cold, no longer counted as waiting.
      await lead(database, 31 * 24, { owner: siti });
      // Answered two days ago, then registered again 30 hours ago: waiting again.
      const returning = await lead(database, 72, { owner: siti, contact: "+60175999001" });
      await event(database, returning, 48, siti, "status");
      await lead(database, 30, { contact: "+60175999001" });

      expect(await countUntouched(database.db, now)).toBe(3);
      const listed = await filteredLeads(database.db, everyLead({ untouched: "1" }))
        .select("r.id")
        .execute();
      expect(listed.map((row) => row.id).sort()).toEqual([waiting, autoAssigned, returning].sort());
    });
  });
});
