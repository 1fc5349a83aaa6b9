import { everyLead } from "@/tests/support/leads";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { countLeadActivitySince } from "./activity";

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));

describe("the lead list's live update count", () => {
  forEachDatabase((current) => {
    it("counts only new activity the current view would show", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await registerLead(db, { name: "Seen Before", channel: "newspaper" }, { now: at(1) });
      const since = at(2).toISOString();
      await registerLead(db, { name: "New Reader", channel: "newspaper" }, { now: at(3) });
      await registerLead(db, { name: "New Friend", channel: "family_friends" }, { now: at(4) });
      await registerLead(
        db,
        { name: "Back In Malay", channel: "website" },
        { locale: "ms", now: at(5) },
      );

      expect(await countLeadActivitySince(db, everyLead({}), since)).toBe(3);
      expect(await countLeadActivitySince(db, everyLead({ channel: "newspaper" }), since)).toBe(1);
      expect(await countLeadActivitySince(db, everyLead({ locale: "ms" }), since)).toBe(1);
      expect(await countLeadActivitySince(db, everyLead({ status: "booked" }), since)).toBe(0);
      expect(await countLeadActivitySince(db, everyLead({ q: "friend" }), since)).toBe(1);
      expect(await countLeadActivitySince(db, everyLead({ channel: "newspaper" }), null)).toBe(2);
    });
  });
});
