import { afterEach, describe, expect, it } from "vitest";
import { defaultLaunchSettings } from "@/lib/launch/settings";
import { lastFourOf, registerPeople } from "@/tests/support/ballot";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from "@/tests/support/redis";
import { prepareDatabase } from "@/tests/support/registrations";
import { commitBallot } from "./commit";
import { drawBallot } from "./draw";
import { enterBallot } from "./enter";
import { createLookupLimits, type LookupLimits, type LookupPolicy } from "./lookup-limits";
import { findEntry, lookupEntry } from "./lookup";

const roomy: LookupPolicy = {
  perAddress: 1000,
  addressMinutes: 15,
  perReference: 1000,
  referenceMinutes: 60,
};

const opened: { limits: LookupLimits; prefix?: string }[] = [];
afterEach(async () => {
  for (const { limits, prefix } of opened.splice(0)) {
    limits.close();
    if (prefix && testRedisUrl) await deleteRedisKeys(testRedisUrl, prefix);
  }
});

function open(policy: LookupPolicy, store: "memory" | "redis" = "memory"): LookupLimits {
  const prefix = store === "redis" ? uniqueRedisPrefix("ballot-lookup") : undefined;
  const limits = createLookupLimits({
    policy,
    redisUrl: store === "redis" ? testRedisUrl : undefined,
    keyPrefix: prefix,
  });
  opened.push({ limits, prefix });
  return limits;
}

describe("find my number", () => {
  forEachDatabase((current) => {
    /** Two people entered and drawn; returns the first's reference and last four digits. */
    async function drawn() {
      const { db } = current();
      await prepareDatabase(db);
      const [lead, other] = await registerPeople(db, 2);
      const entered = await enterBallot(db, { leadId: lead!, enteredBy: null });
      await enterBallot(db, { leadId: other!, enteredBy: null });
      if (!entered.ok) throw new Error("not entered");
      await commitBallot(db, { id: "admin-1" });
      await drawBallot(db, { id: "admin-1" }, defaultLaunchSettings);
      return {
        db,
        lead: lead!,
        reference: entered.reference,
        lastFour: await lastFourOf(db, lead!),
      };
    }

    it("shows the position and slot only with the reference and the right last four digits", async () => {
      const { db, reference, lastFour } = await drawn();
      const found = await findEntry(db, reference.toLowerCase(), lastFour);
      expect(found).toMatchObject({ reference, slot: "2026-12-12T10:00:00+08:00" });
      expect([1, 2]).toContain(found?.position);

      const wrong = String((Number(lastFour) + 1) % 10_000).padStart(4, "0");
      expect(await findEntry(db, reference, wrong)).toBeNull();
      // A reference nobody has gives the very same answer as a wrong guess at a real one.
      const unknown = reference === "222222" ? "333333" : "222222";
      expect(await findEntry(db, unknown, lastFour)).toBeNull();
      for (const bad of ["", "12345", "12a4", null, 1234])
        expect(await findEntry(db, reference, bad)).toBeNull();
      expect(await findEntry(db, { reference }, lastFour)).toBeNull();

      const limits = open(roomy);
      const answers = await Promise.all([
        lookupEntry(db, limits, { reference, lastFour: wrong, address: "203.0.113.1" }),
        lookupEntry(db, limits, { reference: unknown, lastFour, address: "203.0.113.1" }),
        lookupEntry(db, limits, { reference: "not a reference", lastFour, address: "203.0.113.1" }),
      ]);
      expect(answers).toEqual([{ kind: "no-match" }, { kind: "no-match" }, { kind: "no-match" }]);
    });

    it("before the draw says the entry is in, without a number; a repeat registration's phone works too", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const lead = await registerLead(db, { email: "wei@example.com", contact: "+60123450001" });
      // The same person registers again (same email) with a new mobile number.
      await registerLead(db, { email: "wei@example.com", contact: "+60129990777" });
      const entered = await enterBallot(db, { leadId: lead, enteredBy: null });
      if (!entered.ok) throw new Error("not entered");
      const expected = { reference: entered.reference, position: null, slot: null };
      expect(await findEntry(db, entered.reference, "0001")).toEqual(expected);
      expect(await findEntry(db, entered.reference, "0777")).toEqual(expected);
      expect(await findEntry(db, entered.reference, "9999")).toBeNull();
    });

    for (const store of ["memory", "redis"] as const) {
      it.runIf(store === "memory" || testRedisUrl)(
        `limits wrong guesses per address and per reference (${store}); right answers cost nothing`,
        async () => {
          const { db, reference, lastFour } = await drawn();
          const limits = open(
            { perAddress: 3, addressMinutes: 15, perReference: 4, referenceMinutes: 60 },
            store,
          );
          const wrong = lastFour === "0000" ? "1111" : "0000";
          const ask = (address: string, digits: string, ref = reference) =>
            lookupEntry(db, limits, { reference: ref, lastFour: digits, address });

          // Right answers from one address, as often as the buyer likes.
          for (let i = 0; i < 5; i++)
            expect((await ask("198.51.100.1", lastFour)).kind).toBe("found");

          // Three wrong guesses from one address, then it must wait, even with the right digits.
          for (let i = 0; i < 3; i++)
            expect(await ask("198.51.100.2", wrong)).toEqual({ kind: "no-match" });
          const shut = await ask("198.51.100.2", lastFour);
          expect(shut.kind).toBe("rate-limited");
          if (shut.kind === "rate-limited") {
            expect(shut.retryAfterSeconds).toBeGreaterThan(0);
            expect(shut.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
          }
          // A made-up reference counts the same as a real one.
          expect((await ask("198.51.100.2", wrong, "XYZ234")).kind).toBe("rate-limited");

          // Guesses at one reference from many addresses: three counted above, one more, then shut.
          expect(await ask("198.51.100.3", wrong)).toEqual({ kind: "no-match" });
          expect((await ask("198.51.100.4", wrong)).kind).toBe("rate-limited");
          expect((await ask("198.51.100.5", lastFour)).kind).toBe("rate-limited");
          // Other references are not held up by it.
          expect(await ask("198.51.100.6", wrong, "XYZ234")).toEqual({ kind: "no-match" });
        },
      );
    }
  });
});
