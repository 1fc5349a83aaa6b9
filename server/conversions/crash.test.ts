import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import {
  googleConversions,
  metaEvents,
  startConversionReceivers,
  type ConversionReceivers,
} from "@/tests/support/conversion-receivers";
import { countByStatus, waitFor } from "@/tests/support/outbox";
import {
  createRegistration,
  prepareDatabase,
  validRegistration,
} from "@/tests/support/registrations";
import { changeLeadStatus } from "../leads/update";
import { deliverDue } from "../outbox/deliver";
import { createSender } from "../outbox/sender";
import { defaultSettings } from "../outbox/settings";
import { conversionTargets } from "./targets";

// Marking a lead Visited reads the settings from the process, as the server does.
vi.hoisted(() => {
  process.env.META_PIXEL_ID = "1234567890123";
  process.env.META_CAPI_TOKEN = "meta-capi-token-for-tests";
  process.env.GOOGLE_CONVERSIONS_URL = "http://127.0.0.1:9/unused-at-queue-time";
  process.env.GOOGLE_CONVERSIONS_TOKEN = "google-oauth-token-for-tests";
  process.env.GOOGLE_CONVERSION_ACTIONS =
    "lead=customers/1234567890/conversionActions/11,visited=customers/1234567890/conversionActions/13";
});

const tally = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

describe("conversions across a kill -9 of the worker mid-send", () => {
  forEachDatabase((current) => {
    let receivers: ConversionReceivers;
    let child: ChildProcess | undefined;

    beforeEach(async () => {
      receivers = await startConversionReceivers();
    });
    afterEach(async () => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      child = undefined;
      await receivers.close();
    });

    it("a lead marked visited is accepted once per stage by Meta and Google: an unanswered send comes again under the same event id, an answered one never", async () => {
      const { db, url } = current();
      await prepareDatabase(db);
      const leads = [];
      for (const i of [1, 2, 3]) {
        const created = await createRegistration(
          db,
          {
            input: validRegistration({
              email: `buyer${i}@example.com`,
              contact: `+6012555000${i}`,
              consentAdvertising: "true",
              gclid: `Cj0-${i}`,
            }),
            context: { locale: "en", source: "web" },
          },
          { conversions: conversionTargets(receivers.env()) },
        );
        await changeLeadStatus(db, created.id, "visited", { id: "s1", name: "Aisyah" });
        leads.push(created);
      }
      // 3 leads × 2 stages × 2 platforms: 12 messages. Two are answered, the rest hang.
      expect((await countByStatus(db)).pending).toBeGreaterThanOrEqual(12);
      receivers.meta.gate.holdAfter = 1;
      receivers.google.gate.holdAfter = 1;
      const exited = new Promise((resolve) => {
        child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
          cwd: process.cwd(),
          env: {
            PATH: process.env.PATH,
            NODE_ENV: "production",
            DATABASE_URL: url,
            AUTH_SECRET: "auth-secret-for-the-worker-under-test-0123",
            LOG_LEVEL: "warn",
            ...receivers.variables,
          },
          stdio: "ignore",
        });
        child.once("exit", resolve);
      });
      await waitFor(
        "every conversion in flight, two answered and recorded",
        async () =>
          receivers.meta.requests.length + receivers.google.requests.length === 12 &&
          (
            await db
              .selectFrom("outbox")
              .select("id")
              .where("status", "=", "sent")
              .where("topic", "in", ["meta_conversion", "google_conversion"])
              .execute()
          ).length === 2,
        // The worker starts under tsx: on a busy 2-core machine that alone can take 15 s.
        { timeoutMs: 45_000 },
      );
      child?.kill("SIGKILL");
      await exited;
      // The receivers notice the hang-up and drop the answers they held: none was delivered.
      await waitFor(
        "held answers dropped",
        () => receivers.meta.gate.held === 0 && receivers.google.gate.held === 0,
      );
      receivers.meta.gate.releaseHeld();
      receivers.google.gate.releaseHeld();

      // The next worker, once the dead one's claims lapsed, sends what was never answered.
      const sender = createSender(db, receivers.env());
      try {
        const afterLease = new Date(Date.now() + defaultSettings.leaseMs + 1000);
        await deliverDue(db, sender, afterLease, 100);
      } finally {
        sender.close();
      }
      const conversions = await db
        .selectFrom("outbox")
        .select("status")
        .where("topic", "in", ["meta_conversion", "google_conversion"])
        .execute();
      expect(conversions.map((row) => row.status)).toEqual(Array(12).fill("sent"));

      const metaIds = metaEvents(receivers.meta);
      const googleIds = googleConversions(receivers.google);
      const accepted = tally([
        ...metaIds
          .filter((m) => m.request.answered === 200)
          .map((m) => `meta ${String(m.event.event_id)}`),
        ...googleIds
          .filter((g) => g.request.answered === 200)
          .map((g) => `google ${String(g.conversion.orderId)}`),
      ]);
      const expected = leads.flatMap((lead) =>
        ["meta", "google"].flatMap((p) => [`${p} ${lead.eventId}`, `${p} ${lead.eventId}.visited`]),
      );
      // Each event accepted exactly once; the ten that hung arrived twice, with the same id.
      expect([...accepted.keys()].sort()).toEqual(expected.sort());
      expect([...accepted.values()].every((n) => n === 1)).toBe(true);
      const arrived = tally([
        ...metaIds.map((m) => `meta ${String(m.event.event_id)}`),
        ...googleIds.map((g) => `google ${String(g.conversion.orderId)}`),
      ]);
      expect([...arrived.values()].filter((n) => n === 2)).toHaveLength(10);
      expect([...arrived.values()].filter((n) => n === 1)).toHaveLength(2);
    }, 90_000);
  });
});
