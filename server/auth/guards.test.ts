import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prepareDatabase } from "@/tests/support/registrations";
import { connect } from "../db/connect";

// A request with no session cookie at all.
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: () => undefined,
    getAll: () => [],
    set: () => undefined,
    delete: () => undefined,
  }),
}));
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Error(`redirect:${url}`);
  },
  notFound: () => {
    throw new Error("notFound");
  },
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

// Every server action of the lead desk, except signing in, which is for people without a session.
const actionModules = {
  "server/auth/actions": () => import("./actions"),
  "server/auth/staff-actions": () => import("./staff-actions"),
  "server/auth/account-actions": () => import("./account-actions"),
  "server/leads/actions": () => import("../leads/actions"),
};
const publicActions = new Set(["signInAction"]);

beforeAll(async () => {
  const url = `file:${join(mkdtempSync(join(tmpdir(), "skyhaven-guard-")), "guard.db")}`;
  process.env.DATABASE_URL = url;
  const { db } = connect(url);
  await prepareDatabase(db);
  await db.destroy();
});

afterAll(async () => {
  const { db } = connect(process.env.DATABASE_URL ?? "");
  const audit = await db.selectFrom("audit_log").selectAll().execute();
  const staff = await db.selectFrom("staff_users").selectAll().execute();
  await db.destroy();
  expect({ audit, staff }).toEqual({ audit: [], staff: [] });
});

describe("lead desk server actions without a session", () => {
  for (const [name, load] of Object.entries(actionModules)) {
    it(`${name}: every action sends the caller to sign in and changes nothing`, async () => {
      const exported = (await load()) as Record<string, unknown>;
      const actions = Object.entries(exported).filter(
        ([key, value]) => typeof value === "function" && !publicActions.has(key),
      );
      expect(actions.length).toBeGreaterThan(0);
      for (const [key, action] of actions) {
        const form = new FormData();
        form.set("id", "00000000-0000-4000-8000-000000000000");
        form.set("userId", "00000000-0000-4000-8000-000000000000");
        const call =
          (action as (...args: unknown[]) => Promise<unknown>).length >= 2
            ? (action as (state: unknown, form: FormData) => Promise<unknown>)({}, form)
            : (action as (form: FormData) => Promise<unknown>)(form);
        await expect(call, key).rejects.toThrow("redirect:/admin/sign-in");
      }
    });
  }
});
