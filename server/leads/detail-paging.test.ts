import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead, everyLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { seedRepeats } from "@/tests/support/repeats";
import { callSheetCsv } from "./call-sheet";
import { loadDashboard } from "./dashboard";
import { getLead, HISTORY_PAGE_SIZE, registrationCursor } from "./detail";
import { listLeads } from "./list";

const REPEATS = 5_200;

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

describe("a person who registered thousands of times", () => {
  forEachDatabase((current) => {
    it("gets a lead page of one page of registrations and history, fast, with totals", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const root = await registerLead(db, { name: "Scanner Target", unitTypes: ["B2"] });
      await registerLead(db, { name: "Somebody Else" });
      const repeats = await seedRepeats(db, root, REPEATS);

      const { value: lead, ms } = await timed(() => getLead(db, root));
      const bytes = Buffer.byteLength(JSON.stringify(lead));
      console.info(`getLead with ${REPEATS} repeats: ${ms.toFixed(0)} ms, ${bytes} bytes`);
      expect(lead).not.toBeNull();
      expect(lead!.registrationCount).toBe(REPEATS + 1);
      expect(lead!.eventCount).toBeGreaterThanOrEqual(REPEATS);
      expect(lead!.registrations).toHaveLength(HISTORY_PAGE_SIZE);
      expect(lead!.events).toHaveLength(HISTORY_PAGE_SIZE);
      // Newest first, numbered from the first registration (1) up.
      expect(lead!.registrations[0]).toMatchObject({ id: repeats.at(-1), number: REPEATS + 1 });
      expect(lead!.latest.id).toBe(repeats.at(-1));
      expect(lead!.first).toMatchObject({ id: root, number: 1, unitTypes: ["B2"] });
      // Each "registered again" entry names the registration it stands for.
      expect(lead!.events[0]).toMatchObject({ kind: "registered", registrationId: repeats.at(-1) });
      // A few dozen KB at most, where every registration made megabytes.
      expect(bytes).toBeLessThan(60_000);
      expect(ms).toBeLessThan(1_500);
    });

    it("pages back through registrations and history to the first registration", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const root = await registerLead(db, { name: "Pager Person" });
      const repeats = await seedRepeats(db, root, 45);

      const seen: string[] = [];
      const numbers: number[] = [];
      let cursor: string | undefined;
      do {
        const lead = await getLead(db, root, { registrations: cursor, size: 20 });
        seen.push(...lead!.registrations.map((r) => r.id));
        numbers.push(...lead!.registrations.map((r) => r.number));
        cursor = lead!.olderRegistrations;
      } while (cursor);
      expect(seen).toEqual([...repeats].reverse().concat(root));
      expect(numbers).toEqual(Array.from({ length: 46 }, (_, i) => 46 - i));

      const events: string[] = [];
      let older: string | undefined;
      do {
        const lead = await getLead(db, root, { events: older, size: 20 });
        events.push(...lead!.events.map((e) => e.id));
        older = lead!.olderEvents;
      } while (older);
      expect(new Set(events).size).toBe(events.length);
      expect(events.length).toBe((await getLead(db, root))!.eventCount);

      // A page of exactly `size` repeats still leads on to the first registration.
      const exact = await getLead(db, root, { size: 45 });
      expect(exact!.registrations).toHaveLength(45);
      const last = await getLead(db, root, { registrations: exact!.olderRegistrations, size: 45 });
      expect(last!.registrations.map((r) => [r.id, r.number])).toEqual([[root, 1]]);
      // A link to one repeat opens the page that starts with it.
      const linked = await getLead(db, root, {
        registrations: (await registrationCursor(db, repeats[9]!)) ?? undefined,
      });
      expect(linked!.registrations[0]).toMatchObject({ id: repeats[9], number: 11 });
      // A cursor that is not one reads as the newest page, never an error.
      const junk = await getLead(db, root, { registrations: "%%%", events: "bm9wZQ" });
      expect(junk!.registrations[0]?.id).toBe(repeats.at(-1));
    });

    it("keeps the list, the call sheet and the dashboard small and quick beside such a person", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const root = await registerLead(db, { name: "Flooded Buyer", unitTypes: ["B2"] });
      await seedRepeats(db, root, REPEATS);

      const list = await timed(() => listLeads(db, everyLead()));
      expect(list.value.leads[0]).toMatchObject({
        id: root,
        repeatCount: REPEATS,
        unitTypes: ["A1", "B2", "D5"],
      });
      const sheet = await timed(async () => {
        let text = "";
        for await (const chunk of callSheetCsv(db, everyLead(), "https://skyhaven.example"))
          text += chunk;
        return text;
      });
      expect(sheet.value).toContain(`,${REPEATS + 1},`);
      const dashboard = await timed(() => loadDashboard(db));
      expect(dashboard.value.allTime.registrations).toBe(REPEATS + 1);
      console.info(
        `list ${list.ms.toFixed(0)} ms, call sheet ${sheet.ms.toFixed(0)} ms, dashboard ${dashboard.ms.toFixed(0)} ms`,
      );
      for (const ms of [list.ms, sheet.ms, dashboard.ms]) expect(ms).toBeLessThan(1_500);
    });
  });
});
