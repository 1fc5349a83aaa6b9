import type { Kysely } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import type { Database } from "../db/schema";
import { requestDeskAction } from "./actions";
import { TOMBSTONE } from "./erase";

// The signed-in staff member and the database of the current test, read by the mocks below.
const session = vi.hoisted(() => ({
  user: null as null | { id: string; name: string; email: string; role: string },
  db: null as unknown,
}));

vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Error(`redirect:${url}`);
  },
}));
// better-auth's session lookup answers with the test's user; the role checks are the app's own.
vi.mock("@/server/auth", () => ({
  getAuth: () => ({
    api: { getSession: async () => (session.user ? { user: session.user } : null) },
  }),
}));
vi.mock("@/server/db/client", () => ({ getDb: () => session.db }));

const sales = { id: "s-1", name: "Nurul", email: "nurul@skyhaven.example", role: "sales" };
const admin = { id: "a-1", name: "Farid", email: "farid@skyhaven.example", role: "admin" };

function requestForm(intent: "find" | "erase", person: string): FormData {
  const form = new FormData();
  form.set("intent", intent);
  form.set("person", person);
  if (intent === "erase") form.set("confirm", "ERASE");
  return form;
}

async function erasures(db: Kysely<Database>) {
  return db
    .selectFrom("audit_log")
    .select(["actor", "entity_id"])
    .where("action", "=", "privacy.erase")
    .execute();
}

describe("the personal-data request desk", () => {
  forEachDatabase((current) => {
    async function setup() {
      const { db } = current();
      await prepareDatabase(db);
      session.db = db;
      const id = await registerLead(db, { name: "Tan Mei Ling", email: "meiling@example.com" });
      return { db, id };
    }

    it("keeps sales staff out of the desk: no look-up, no erasure, nothing changes", async () => {
      const { db, id } = await setup();
      session.user = sales;

      await expect(
        requestDeskAction({}, requestForm("find", "meiling@example.com")),
      ).rejects.toThrow("redirect:/admin?denied=1");
      await expect(
        requestDeskAction({}, requestForm("erase", "meiling@example.com")),
      ).rejects.toThrow("redirect:/admin?denied=1");
      const row = await db
        .selectFrom("registrations")
        .select(["full_name", "erased_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      expect(row).toEqual({ full_name: "Tan Mei Ling", erased_at: null });
      expect(await erasures(db)).toEqual([]);
    });

    it("lets an admin erase a person, recorded in the audit log", async () => {
      const { db, id } = await setup();
      session.user = admin;

      const state = await requestDeskAction({}, requestForm("erase", "meiling@example.com"));

      expect(state.erased).toMatchObject({ people: 1, registrations: 1 });
      const row = await db
        .selectFrom("registrations")
        .select("full_name")
        .where("id", "=", id)
        .executeTakeFirst();
      expect(row?.full_name).toBe(TOMBSTONE);
      expect(await erasures(db)).toEqual([{ actor: "staff:a-1", entity_id: id }]);
    });
  });
});
