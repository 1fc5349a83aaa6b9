import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { recordLeadView, VIEW_WINDOW_MS } from "./view";

describe("the access log of a lead", () => {
  forEachDatabase((current) => {
    async function views() {
      return current()
        .db.selectFrom("audit_log")
        .select(["actor", "entity_id"])
        .where("action", "=", "lead.view")
        .orderBy("at")
        .execute();
    }

    it("logs one visit however often the page renders within it", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const start = new Date("2026-11-20T01:00:00Z");
      await recordLeadView(db, "staff:a", "lead-1", start);
      await recordLeadView(db, "staff:a", "lead-1", new Date(start.getTime() + 60_000));
      await recordLeadView(db, "staff:a", "lead-1", new Date(start.getTime() + 120_000));
      expect(await views()).toEqual([{ actor: "staff:a", entity_id: "lead-1" }]);
    });

    it("logs each person, each lead and each visit after the window apart", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const start = new Date("2026-11-20T01:00:00Z");
      await recordLeadView(db, "staff:a", "lead-1", start);
      await recordLeadView(db, "staff:b", "lead-1", start);
      await recordLeadView(db, "staff:a", "lead-2", start);
      await recordLeadView(db, "staff:a", "lead-1", new Date(start.getTime() + VIEW_WINDOW_MS + 1));
      expect(await views()).toHaveLength(4);
    });
  });
});
