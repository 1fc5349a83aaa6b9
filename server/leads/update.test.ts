import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { secondInstance } from "@/tests/support/second-instance";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { changeLeadStatus } from "./update";

const siti = { id: "00000000-0000-4000-8000-0000000000a1", name: "Siti" };
const ravi = { id: "00000000-0000-4000-8000-0000000000a2", name: "Ravi" };

describe("saving a lead's status", () => {
  forEachDatabase((current) => {
    async function lead() {
      const { db } = current();
      await prepareDatabase(db);
      return { db, id: await registerLead(db) };
    }
    const history = (db: ReturnType<typeof current>["db"], id: string) =>
      db
        .selectFrom("lead_events")
        .select(["actor_name", "from_status", "to_status"])
        .where("registration_id", "=", id)
        .where("kind", "=", "status")
        .orderBy("at")
        .execute();

    it("writes one history entry for a change and none when the same status is saved again", async () => {
      const { db, id } = await lead();

      const first = await changeLeadStatus(db, id, "qualified", siti, "new");
      const again = await changeLeadStatus(db, id, "qualified", siti, "qualified");

      expect(first).toEqual({ outcome: "changed", from: "new", to: "qualified" });
      expect(again).toEqual({ outcome: "unchanged", status: "qualified" });
      expect(await history(db, id)).toEqual([
        { actor_name: "Siti", from_status: "new", to_status: "qualified" },
      ]);
    });

    it("refuses a save from a form that shows a status the lead no longer has", async () => {
      const { db, id } = await lead();
      await changeLeadStatus(db, id, "booked", ravi, "new");

      // Siti's page still shows New; she picks Qualified.
      const stale = await changeLeadStatus(db, id, "qualified", siti, "new");
      // A form that snapped back to New after "Booked" was saved must not write "Booked → New".
      const snapBack = await changeLeadStatus(db, id, "new", siti, "new");

      expect(stale).toEqual({ outcome: "stale", status: "booked" });
      expect(snapBack).toEqual({ outcome: "stale", status: "booked" });
      const row = await db
        .selectFrom("registrations")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("booked");
      expect(await history(db, id)).toEqual([
        { actor_name: "Ravi", from_status: "new", to_status: "booked" },
      ]);
    });

    it("lets exactly one of two people saving different statuses at once win", async () => {
      const { db, id } = await lead();
      const other = secondInstance(current());

      const results = await Promise.all([
        changeLeadStatus(db, id, "contacted", siti, "new"),
        changeLeadStatus(other, id, "lost", ravi, "new"),
      ]);

      expect(results.filter((r) => r.outcome === "changed")).toHaveLength(1);
      expect(results.filter((r) => r.outcome === "stale")).toHaveLength(1);
      expect(await history(db, id)).toHaveLength(1);
    });
  });
});
