import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { AgentApplication } from "@/lib/agents/application";
import { createAuth } from "@/server/auth/create-auth";
import { signIn } from "@/server/auth/sign-in";
import { createSignInLimits, type SignInLimits } from "@/server/auth/sign-in-limits";
import type { Database } from "@/server/db/schema";
import { holdUnit } from "@/server/launch/hold";
import { registrationStoreFor } from "@/server/registrations/store";
import { seedSampleUnits } from "@/server/units/seed";
import type { RegistrationContext } from "@/server/registrations/types";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase, validRegistration } from "@/tests/support/registrations";
import { applyAsAgent } from "./apply";
import { extendClaim, releaseClaim } from "./claim-admin";
import { AgentClaimRefused } from "./claims";
import { creditedAgent } from "./credit";
import { decideAgent } from "./decide";
import { agentBuyers } from "./progress";

const secret = "test-secret-that-is-long-enough-for-better-auth-0123456789";
const DAY = 24 * 60 * 60 * 1000;

const application = (n: number): AgentApplication => ({
  name: `Agent ${"ABCDEFGHIJKLMNOP"[n]}`,
  agency: "Harbour Realty",
  ren: `REN ${10000 + n}`,
  phone: `+6012700${String(n).padStart(4, "0")}`,
  email: `agent-${n}@agency.example`,
  password: "a long enough password",
});

/** A registration as the agent portal sends it: source agent, the agent's claim for `days`. */
const byAgent = (agentId: string, contact: string, now = new Date(), days = 30) => ({
  input: validRegistration({ contact, email: `${contact.slice(1)}@buyer.example` }),
  context: {
    locale: "en",
    source: "agent",
    desk: { staffId: agentId, staffName: "Agent", agent: "Agent (Harbour Realty, REN 1)" },
    agentClaim: { agentId, days },
    now,
  } satisfies RegistrationContext,
});

const direct = (contact: string) => ({
  input: validRegistration({ contact, email: `${contact.slice(1)}@buyer.example` }),
  context: { locale: "en", source: "web" } satisfies RegistrationContext,
});

const count = async (db: Kysely<Database>, table: "registrations" | "agent_claims") =>
  (await db.selectFrom(table).select("id").execute()).length;

describe("co-broke agents", () => {
  forEachDatabase((current) => {
    let limits: SignInLimits | undefined;
    afterEach(() => limits?.close());

    async function setup(agents = 2) {
      const database = current();
      const { db, dialect } = database;
      await prepareDatabase(db);
      const auth = createAuth({ db, dialect, secret, baseURL: "http://localhost:3000" });
      const ids: string[] = [];
      for (let n = 0; n < agents; n++) {
        const made = await applyAsAgent(auth, db, application(n), {
          status: "approved",
          actor: "cli",
        });
        if (!made.ok) throw new Error(made.error);
        ids.push(made.id);
      }
      return { database, db, auth, ids, store: registrationStoreFor(db) };
    }

    it("keeps an application's account shut until an admin approves it, and shuts it again on suspension", async () => {
      const { db, auth } = await setup(0);
      limits = createSignInLimits({ connection: current() });
      const applied = await applyAsAgent(auth, db, application(7));
      if (!applied.ok) throw new Error(applied.error);
      const credentials = { email: application(7).email, password: application(7).password };
      const attempt = () => signIn(auth, db, limits!, credentials, new Headers());

      expect(await attempt()).toEqual({ ok: false, reason: "invalid" });
      // The same email or REN number again is refused by the database, spelled as the applicant would.
      expect(
        await applyAsAgent(auth, db, { ...application(8), email: application(7).email }),
      ).toEqual({ ok: false, error: "emailTaken" });
      expect(await applyAsAgent(auth, db, { ...application(8), ren: application(7).ren })).toEqual({
        ok: false,
        error: "renTaken",
      });

      expect(await decideAgent(db, applied.id, "approve", "staff:admin")).toBe(true);
      expect(await attempt()).toEqual({ ok: true, userId: applied.id });
      // Rejecting an approved agent is not a step there is: suspension is.
      expect(await decideAgent(db, applied.id, "reject", "staff:admin")).toBe(false);
      expect(await decideAgent(db, applied.id, "suspend", "staff:admin")).toBe(true);
      expect(await db.selectFrom("staff_sessions").select("id").execute()).toEqual([]);
      expect(await attempt()).toEqual({ ok: false, reason: "invalid" });

      const audit = await db
        .selectFrom("audit_log")
        .select("action")
        .where("action", "like", "agent.%")
        .execute();
      expect(audit.map((row) => row.action).sort()).toEqual([
        "agent.apply",
        "agent.approve",
        "agent.suspend",
      ]);
    });

    it("refuses another agent's registration of a protected person with the end date, storing nothing", async () => {
      const { db, ids, store } = await setup();
      const [x, y] = ids as [string, string];
      const now = new Date("2026-12-01T02:00:00Z");
      await store(byAgent(x, "+60123450001", now), {});
      const before = await count(db, "registrations");

      const refused = await store(
        byAgent(y, "+60123450001", new Date(now.getTime() + DAY)),
        {},
      ).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AgentClaimRefused);
      expect((refused as AgentClaimRefused).endsAt).toBe(
        new Date(now.getTime() + 30 * DAY).toISOString(),
      );
      expect(await count(db, "registrations")).toBe(before);

      // The same agent again: a repeat of their own buyer, the protection's end unchanged.
      await store(byAgent(x, "+60123450001", new Date(now.getTime() + 2 * DAY)), {});
      const claims = await db.selectFrom("agent_claims").select(["agent_id", "ends_at"]).execute();
      expect(claims).toEqual([
        { agent_id: x, ends_at: new Date(now.getTime() + 30 * DAY).toISOString() },
      ]);
    });

    it("lets exactly one of many agents registering one new phone at once through two instances win", async () => {
      const { database, db, ids } = await setup(8);
      const instances = [database.connectAgain(), database.connectAgain()].map(
        registrationStoreFor,
      );
      const outcomes = await Promise.allSettled(
        ids.map((id, n) => instances[n % 2]!(byAgent(id, "+60123459999"), {})),
      );
      const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
      expect(won).toHaveLength(1);
      expect(
        outcomes.every(
          (outcome) =>
            outcome.status === "fulfilled" || outcome.reason instanceof AgentClaimRefused,
        ),
      ).toBe(true);
      const claims = await db.selectFrom("agent_claims").select(["active"]).execute();
      expect(claims).toEqual([{ active: 1 }]);
      expect(await count(db, "registrations")).toBe(1);
    });

    it("ends a protection past its time when another agent registers the person, who becomes theirs", async () => {
      const { db, ids, store } = await setup();
      const [x, y] = ids as [string, string];
      const start = new Date("2026-10-01T00:00:00Z");
      await store(byAgent(x, "+60123450002", start, 30), {});
      await store(byAgent(y, "+60123450002", new Date(start.getTime() + 31 * DAY)), {});
      const claims = await db
        .selectFrom("agent_claims")
        .select(["agent_id", "active", "end_reason"])
        .orderBy("started_at")
        .execute();
      expect(claims).toEqual([
        { agent_id: x, active: null, end_reason: "expired" },
        { agent_id: y, active: 1, end_reason: null },
      ]);
    });

    it("links a protected buyer's own registration to the claim and shows the agent only their buyers' progress", async () => {
      const { db, ids, store } = await setup();
      const [x, y] = ids as [string, string];
      const mine = await store(byAgent(x, "+60123450003"), {});
      await store(byAgent(y, "+60123450004"), {});
      const again = await store(direct("+60123450003"), {});
      expect(again.duplicateOf).toBe(mine.id);
      await db
        .insertInto("lead_events")
        .values({
          id: crypto.randomUUID(),
          registration_id: mine.id,
          at: new Date().toISOString(),
          actor_id: null,
          actor_name: "Siti",
          kind: "note",
          from_status: null,
          to_status: null,
          note: "Wants a high floor; budget private",
        })
        .execute();

      const buyers = await agentBuyers(db, x);
      expect(buyers).toHaveLength(1);
      expect(buyers[0]).toMatchObject({
        registrationId: mine.id,
        visited: false,
        ballot: null,
        booked: false,
        sold: false,
        protected: true,
        directRegistrations: 1,
      });
      expect(Object.keys(buyers[0]!).sort()).toEqual(
        [
          "ballot",
          "booked",
          "directRegistrations",
          "name",
          "protected",
          "protectedUntil",
          "registeredAt",
          "registrationId",
          "sold",
          "visited",
        ].sort(),
      );
      expect(JSON.stringify(buyers)).not.toContain("budget");
      const theirs = await agentBuyers(db, y);
      expect(theirs).toHaveLength(1);
      expect(theirs[0]!.registrationId).not.toBe(mine.id);
    });

    it("credits the protecting agent on a hold, and lets an admin extend or release the protection", async () => {
      const { db, ids, store } = await setup();
      const [x, y] = ids as [string, string];
      const lead = await store(byAgent(x, "+60123450005"), {});
      expect(await creditedAgent(db, lead.id, new Date())).toEqual({
        id: x,
        label: "Agent A (Harbour Realty, REN 10000)",
      });
      const claim = await db
        .selectFrom("agent_claims")
        .select(["id", "ends_at"])
        .executeTakeFirstOrThrow();
      const admin = { id: "admin-1", name: "Boss" };
      const extended = await extendClaim(db, claim.id, 10, admin);
      expect(extended).toEqual({
        ok: true,
        endsAt: new Date(Date.parse(claim.ends_at) + 10 * DAY).toISOString(),
      });
      expect(await releaseClaim(db, claim.id, admin)).toBe(true);
      expect(await releaseClaim(db, claim.id, admin)).toBe(false);
      expect(await extendClaim(db, claim.id, 10, admin)).toEqual({ ok: false });
      expect(await creditedAgent(db, lead.id, new Date())).toBeUndefined();
      // Released: another agent may now register the buyer.
      await store(byAgent(y, "+60123450005"), {});
      const events = await db
        .selectFrom("lead_events")
        .select(["kind", "note"])
        .where("registration_id", "=", lead.id)
        .where("kind", "=", "agent")
        .execute();
      expect(events).toHaveLength(2);
    });

    it("credits the agent protecting the buyer on a unit hold, and nobody for a direct buyer", async () => {
      const { db, ids, store } = await setup(1);
      await seedSampleUnits(db);
      const units = await db
        .selectFrom("units")
        .select("id")
        .where("status", "=", "available")
        .orderBy("id")
        .limit(2)
        .execute();
      const brought = await store(byAgent(ids[0]!, "+60123450006"), {});
      const walkedIn = await store(direct("+60123450007"), {});
      const actor = { id: "sales-1", name: "Siti" };
      for (const [n, leadId] of [brought.id, walkedIn.id].entries())
        await holdUnit(db, { unitId: units[n]!.id, leadId, staffId: "sales-1", actor });
      const claims = await db
        .selectFrom("unit_claims")
        .select(["lead_id", "agent", "agent_id"])
        .orderBy("unit_id")
        .execute();
      expect(claims).toEqual([
        { lead_id: brought.id, agent: "Agent A (Harbour Realty, REN 10000)", agent_id: ids[0] },
        { lead_id: walkedIn.id, agent: null, agent_id: null },
      ]);
    });
  });
});
