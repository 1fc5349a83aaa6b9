import { describe, expect, it } from "vitest";
import { defaultLaunchSettings } from "@/lib/launch/settings";
import { registerPeople } from "@/tests/support/ballot";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { commitBallot } from "../ballot/commit";
import { drawBallot } from "../ballot/draw";
import { enterBallot } from "../ballot/enter";
import { calledBuyers, callNext, markNoShow, markServed, waitingCount } from "./queue";

const admin = { id: "admin-1" };

describe("the selection queue", () => {
  forEachDatabase((current) => {
    async function drawn(count: number) {
      const { db } = current();
      await prepareDatabase(db);
      for (const leadId of await registerPeople(db, count)) {
        await enterBallot(db, { leadId, enteredBy: null });
      }
      expect(await callNext(db, 1, "staff:s")).toEqual({ ok: false, error: "not-drawn" });
      await commitBallot(db, admin);
      const result = await drawBallot(db, admin, defaultLaunchSettings);
      if (!result.ok) throw new Error("not drawn");
      return result.record.order ?? [];
    }

    it("calls numbers in draw order, one buyer to one table, however many call at once", async () => {
      const order = await drawn(6);
      const { db } = current();
      const calls = await Promise.all([1, 2, 3, 4].map((table) => callNext(db, table, "staff:s")));
      const positions = calls.map((call) => (call.ok ? call.position : 0)).sort();
      expect(positions).toEqual([1, 2, 3, 4]);
      const called = await calledBuyers(db);
      expect(new Set(called.map((buyer) => buyer.table)).size).toBe(4);
      expect(called.map((buyer) => buyer.reference).sort()).toEqual(
        order
          .slice(0, 4)
          .map((place) => place.reference)
          .sort(),
      );
      expect(await waitingCount(db)).toBe(2);
    });

    it("sends a buyer who is not there to the back of the queue, and out after a second miss", async () => {
      const order = await drawn(3);
      const { db } = current();
      const first = await callNext(db, 1, "staff:s");
      expect(first).toMatchObject({ ok: true, position: 1 });
      const reference = order[0]!.reference;
      expect(await markNoShow(db, reference, "staff:s")).toBe("requeued");
      // Numbers 2 and 3 come first now, then number 1 again.
      const next = [await callNext(db, 1, "staff:s"), await callNext(db, 2, "staff:s")];
      expect(next.map((call) => call.ok && call.position)).toEqual([2, 3]);
      expect(await callNext(db, 3, "staff:s")).toMatchObject({ ok: true, reference });
      expect(await markNoShow(db, reference, "staff:s")).toBe("absent");
      expect(await markServed(db, order[1]!.reference)).toBe(true);
      expect(await markServed(db, order[1]!.reference)).toBe(false);
      expect(await callNext(db, 1, "staff:s")).toEqual({ ok: false, error: "empty" });
    });
  });
});
