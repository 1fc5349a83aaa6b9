import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import type { Database } from "../db/schema";
import { assignLeads } from "../leads/assign";
import { seedSampleUnits } from "../units/seed";
import { holdUnit } from "../launch/hold";
import { joinWaitlist } from "../launch/waitlist";
import { addDays, malaysiaDay } from "@/lib/time/malaysia";

vi.mock("next/headers", () => import("@/tests/support/next-stubs").then((m) => m.headers));
vi.mock("next/navigation", () => import("@/tests/support/next-stubs").then((m) => m.navigation));
vi.mock("next/cache", () => import("@/tests/support/next-stubs").then((m) => m.cache));

/**
 * Salesperson B against salesperson A's lead: every server action and every staff route handler,
 * found on disk so a new one cannot be forgotten, is called as B with A's lead in every field a
 * lead can travel in. Nothing of A's lead may change and no answer may carry its personal data.
 */

const state = vi.hoisted(() => ({
  user: null as null | { id: string; name: string; email: string; role: string },
  db: null as unknown,
}));

vi.mock("@/server/auth", () => ({
  getAuth: () => ({
    api: { getSession: async () => (state.user ? { user: state.user } : null) },
  }),
}));
vi.mock("@/server/db/client", () => ({ getDb: () => state.db }));

const root = fileURLToPath(new URL("../..", import.meta.url));
const useServerFirst = /^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use server["']/;

const filesUnder = (...dirs: string[]) =>
  dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" }).map((file) =>
      join(dir, file),
    ),
  );

/** Every module of server actions but the buyers' own public forms (server/auth/guards.test.ts). */
const publicModules = new Set([
  "server/registrations/form-action",
  "server/booking/form-action",
  "server/booking/manage-actions",
  "server/ballot/lookup-action",
  "server/ballot/entry-actions",
  "server/agents/apply-actions",
  "server/agents/sign-in-actions",
  // A buyer withdrawing consent from the page a mail links to: the signed link is its key
  // (server/consent/unsubscribe-token.ts), and it can only stop contact, never start it.
  "server/consent/page-actions",
]);
const actionModules = filesUnder("server", "app")
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .filter((file) => useServerFirst.test(readFileSync(join(root, file), "utf8")))
  .map((file) => file.replace(/\.tsx?$/, ""))
  .filter((name) => !publicModules.has(name))
  .sort();

const routeModules = filesUnder("app/admin", "app/api/admin")
  .filter((file) => /(^|\/)route\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ""))
  .sort();

const A_NAME = "Colleague Buyer Tan";
const A_EMAIL = "colleague.buyer@example.com";
const A_PHONE = "+60127770001";

/** Everything the database holds about A's lead that any action could touch. */
async function footprint(db: Kysely<Database>, leadId: string) {
  const [lead, events, audit, claims, waitlist, ballot] = await Promise.all([
    db.selectFrom("registrations").selectAll().where("id", "=", leadId).executeTakeFirst(),
    db.selectFrom("lead_events").selectAll().where("registration_id", "=", leadId).execute(),
    db
      .selectFrom("audit_log")
      .select(["action", "actor"])
      .where("entity_id", "=", leadId)
      .execute(),
    db.selectFrom("unit_claims").selectAll().where("lead_id", "=", leadId).execute(),
    db.selectFrom("unit_waitlist").selectAll().where("lead_id", "=", leadId).execute(),
    db.selectFrom("ballot_entries").selectAll().where("lead_id", "=", leadId).execute(),
  ]);
  return { lead, events, audit, claims, waitlist, ballot };
}

/** A form carrying A's lead in every field name an action reads a lead, a person or a buyer from. */
function formAbout(
  leadId: string,
  other: string,
  shown: string,
  extra: Record<string, string>,
): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    id: leadId,
    leadId,
    buyer: leadId,
    ids: leadId,
    person: A_EMAIL,
    owner: other,
    shown,
    status: "lost",
    shownStatus: "new",
    lostReason: "price",
    shownFollowUp: "",
    outcome: "called_no_answer",
    note: "B was here",
    day: addDays(malaysiaDay(new Date()), 3),
    followUp: addDays(malaysiaDay(new Date()), 3),
    typeCode: "A1",
    name: "Renamed By B",
    contact: "+60127779999",
    email: "b.was.here@example.com",
    salutationId: "1",
    shown_name: A_NAME,
    shown_contact: A_PHONE,
    shown_email: A_EMAIL,
    shown_salutationId: "1",
    intent: "lookup",
    confirm: "ERASE",
    ...extra,
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

forEachDatabase((current) => {
  async function setup() {
    const database = current();
    const { db } = database;
    await prepareDatabase(db);
    await seedSampleUnits(db);
    state.db = db;
    const a = await insertStaff(database, { name: "Aisyah" });
    const b = await insertStaff(database, { name: "Benny" });
    const admin = { id: await insertStaff(database, { role: "admin" }), name: "Boss" };
    const leadId = await registerLead(db, { name: A_NAME, email: A_EMAIL, contact: A_PHONE });
    await assignLeads(db, { leadIds: [leadId], ownerId: a }, admin);
    // A's buyer holds a unit and waits for another type: B must not release, book or remove them.
    const unit = await db
      .selectFrom("units")
      .select("id")
      .where("status", "=", "available")
      // Not the waitlist's type: releasing it would offer it to the waiting buyer.
      .where("type_code", "!=", "D9")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const aisyah = { id: a, name: "Aisyah" };
    const hold = await holdUnit(db, { unitId: unit.id, leadId, staffId: a, actor: aisyah });
    if (!hold.ok) throw new Error("the test's hold was refused");
    const line = await joinWaitlist(db, { typeCode: "D9", leadId, actor: aisyah });
    if (!line.ok) throw new Error("the test's waitlist place was refused");
    state.user = { id: b, name: "Benny", email: "benny@skyhaven.example", role: "sales" };
    return { db, a, b, leadId, claimId: hold.claim.id, waitlistId: line.id };
  }

  describe("salesperson B and salesperson A's lead", () => {
    it("finds every action module and every staff route", () => {
      expect(actionModules).toEqual(
        expect.arrayContaining([
          "server/leads/actions",
          "server/leads/owner-actions",
          "server/leads/desk-entry-actions",
          "server/privacy/actions",
          "server/launch/actions",
          "server/booking/desk-actions",
        ]),
      );
      expect(routeModules).toEqual(
        expect.arrayContaining([
          "app/admin/leads/export/route",
          "app/admin/leads/call-sheet/route",
          "app/admin/requests/access/route",
          "app/api/admin/holds/route",
        ]),
      );
    });

    /**
     * Calls every action with A's lead (twice: the forms that compare what they showed get both an
     * empty and a status value) and names each call that changed the lead's footprint.
     */
    async function actionsThatChange(
      db: Kysely<Database>,
      leadId: string,
      a: string,
      ids: { claimId: string; waitlistId: string },
    ) {
      const changed: string[] = [];
      const free = await db
        .selectFrom("units")
        .select("id")
        .where("status", "=", "available")
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const stored = await db
        .selectFrom("registrations")
        .select("address")
        .where("id", "=", leadId)
        .executeTakeFirstOrThrow();
      const extra = {
        unitId: free.id,
        shown_address: stored.address,
        address: stored.address,
        claimId: ids.claimId,
      };
      for (const name of actionModules) {
        const exported = (await import(/* @vite-ignore */ join(root, name))) as Record<
          string,
          unknown
        >;
        for (const [key, action] of Object.entries(exported)) {
          if (typeof action !== "function") continue;
          // The forms that compare what they showed get both an empty and a status value; the
          // waitlist's forms name their place by `id`.
          const variants = [
            { shown: "", id: leadId },
            { shown: "new", id: leadId },
            { shown: "", id: ids.waitlistId },
          ];
          for (const { shown, id } of variants) {
            const before = await footprint(db, leadId);
            const form = formAbout(leadId, a, shown, { ...extra, id });
            const run =
              action.length >= 2
                ? (action as (state: unknown, form: FormData) => Promise<unknown>)({}, form)
                : (action as (form: FormData) => Promise<unknown>)(form);
            // A refusal comes back as a message or as a redirect.
            const answer = JSON.stringify((await run.catch((error: Error) => error.message)) ?? "");
            if (state.user?.id !== a) {
              expect(answer, `${name}.${key}`).not.toContain(A_EMAIL);
              expect(answer, `${name}.${key}`).not.toContain(A_NAME);
            }
            const after = await footprint(db, leadId);
            if (JSON.stringify(after) !== JSON.stringify(before)) changed.push(`${name}.${key}`);
          }
        }
      }
      return [...new Set(changed)];
    }

    it("every server action, called by B on A's lead, changes nothing of it", async () => {
      const { db, a, leadId, claimId, waitlistId } = await setup();
      expect(await actionsThatChange(db, leadId, a, { claimId, waitlistId })).toEqual([]);
    });

    it("the same calls by A on their own lead do change it (the test above is not vacuous)", async () => {
      const { db, a, leadId, claimId, waitlistId } = await setup();
      state.user = { id: a, name: "Aisyah", email: "aisyah@skyhaven.example", role: "sales" };
      expect(await actionsThatChange(db, leadId, a, { claimId, waitlistId })).toEqual(
        expect.arrayContaining([
          "server/leads/actions.addNoteAction",
          "server/leads/call-actions.logCallAction",
          "server/leads/desk-entry-actions.correctContactAction",
          "server/launch/actions.holdAction",
          "server/launch/actions.waitlistAction",
          "server/launch/actions.releaseAction",
          "server/launch/actions.leaveWaitlistAction",
        ]),
      );
    });

    it("every staff route, asked by B about A's lead, answers without it and changes nothing", async () => {
      const { db, leadId, claimId } = await setup();
      const before = await footprint(db, leadId);
      for (const name of routeModules) {
        const exported = (await import(/* @vite-ignore */ join(root, name))) as Record<
          string,
          unknown
        >;
        for (const method of ["GET", "POST", "DELETE"]) {
          const handler = exported[method] as
            ((r: Request, c: unknown) => Promise<Response>) | undefined;
          if (!handler) continue;
          const query = new URLSearchParams({ q: A_NAME, id: leadId, leadId });
          const request = new Request(`http://localhost/x?${query}`, {
            method,
            headers:
              method === "POST" && name.includes("requests/access")
                ? { "content-type": "application/x-www-form-urlencoded", host: "localhost" }
                : { "content-type": "application/json", host: "localhost" },
            ...(method === "POST"
              ? {
                  body: name.includes("requests/access")
                    ? new URLSearchParams({ person: A_EMAIL }).toString()
                    : JSON.stringify({ leadId, unitId: "A-05-01", fee: 5000, method: "cash" }),
                }
              : {}),
          });
          const response = await handler(request, {
            params: Promise.resolve({ id: name.includes("holds") ? claimId : leadId }),
          });
          const body = await response.text();
          expect(body, `${method} ${name}`).not.toContain(A_NAME);
          expect(body, `${method} ${name}`).not.toContain(A_EMAIL);
          expect(body, `${method} ${name}`).not.toContain(A_PHONE);
          if (name.includes("requests/access")) expect(response.status).toBe(403);
          if (name.includes("holds")) expect(response.status).toBeGreaterThanOrEqual(400);
        }
      }
      expect(await footprint(db, leadId)).toEqual(before);
    });

    it("B working a lead from the unassigned pool takes it first", async () => {
      const { db, b } = await setup();
      const pool = await registerLead(db, { name: "Pool Buyer" });
      const { addNoteAction } = await import("../leads/actions");
      const form = new FormData();
      form.set("id", pool);
      form.set("note", "Called from the pool");
      expect(await addNoteAction({}, form)).toEqual({ message: "Note added." });
      const lead = await db
        .selectFrom("registrations")
        .select("owner_id")
        .where("id", "=", pool)
        .executeTakeFirstOrThrow();
      expect(lead.owner_id).toBe(b);
    });
  });
});
