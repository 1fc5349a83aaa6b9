import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prepareDatabase } from "@/tests/support/registrations";
import { connect } from "../db/connect";

// A request with no session cookie at all.
vi.mock("next/headers", () => import("@/tests/support/next-stubs").then((m) => m.headers));
vi.mock("next/navigation", () => import("@/tests/support/next-stubs").then((m) => m.navigation));
vi.mock("next/cache", () => import("@/tests/support/next-stubs").then((m) => m.cache));

const root = fileURLToPath(new URL("../..", import.meta.url));
const useServerFirst = /^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use server["']/;

/**
 * Every module of server actions (a file whose first statement, after any comments, is "use server")
 * under server/ and app/, found on disk so a new one cannot be forgotten here.
 */
function serverActionModules(): string[] {
  return ["server", "app"]
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: "utf8" }).map((file) =>
        join(dir, file),
      ),
    )
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => useServerFirst.test(readFileSync(join(root, file), "utf8")))
    .map((file) => file.replace(/\.tsx?$/, ""))
    .sort();
}

// For people without a session: signing in, and the buyers' forms, each a module of its own:
// registering, booking a visit, changing a visit by the secret link in its mail (the token is its
// key: server/booking/book.test.ts refuses a forged one), and the launch ballot's forms.
const publicActions = new Set(["signInAction"]);
const publicModules = new Set([
  "server/registrations/form-action",
  "server/booking/form-action",
  "server/booking/manage-actions",
  // The launch ballot's public forms: "find my number" (rate-limited, tells nothing without the
  // phone's digits) and the entrant's page, whose signed link is its key (server/ballot/token.ts).
  "server/ballot/lookup-action",
  "server/ballot/entry-actions",
  // An agent's application (rate-limited like the public forms, an account that stays disabled
  // until an admin approves it) and the agents' sign-in page.
  "server/agents/apply-actions",
  "server/agents/sign-in-actions",
  // A buyer withdrawing consent from the page a mail links to: the signed link is its key
  // (server/consent/unsubscribe-token.ts), and it can only stop contact, never start it.
  "server/consent/page-actions",
]);
const actionModules = serverActionModules();
const guardedModules = actionModules.filter((name) => !publicModules.has(name));

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
  it("finds every module of server actions, the privacy desk's included", () => {
    expect(actionModules).toEqual(expect.arrayContaining([...publicModules]));
    expect(guardedModules).toEqual(
      expect.arrayContaining([
        "server/auth/actions",
        "server/auth/staff-actions",
        "server/auth/account-actions",
        "server/leads/actions",
        "server/privacy/actions",
      ]),
    );
  });

  for (const name of guardedModules) {
    it(`${name}: every action sends the caller to sign in and changes nothing`, async () => {
      const exported = (await import(/* @vite-ignore */ join(root, name))) as Record<
        string,
        unknown
      >;
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
        // The agent portal's own actions send the caller to the agents' sign-in, in their language.
        await expect(call, key).rejects.toThrow(
          name.startsWith("server/agents/register")
            ? /redirect:.*\/agent\/sign-in/
            : "redirect:/admin/sign-in",
        );
      }
    });
  }
});

/**
 * Every staff route handler (app/admin/.../route.ts and app/api/admin/**), found on disk so a new one
 * cannot be forgotten here: without a session each method answers 401 and changes nothing.
 */
function staffRouteModules(): string[] {
  return ["app/admin", "app/api/admin"]
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: "utf8" }).map((file) =>
        join(dir, file),
      ),
    )
    .filter((file) => /(^|\/)route\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ""))
    .sort();
}

const routeModules = staffRouteModules();

describe("staff route handlers without a session", () => {
  it("finds the exports, the launch's staff API and its report among them", () => {
    expect(routeModules).toEqual(
      expect.arrayContaining([
        "app/admin/leads/export/route",
        "app/api/admin/holds/route",
        "app/api/admin/holds/[id]/route",
        "app/api/admin/holds/[id]/booking/route",
        "app/admin/launch/reports/export/route",
      ]),
    );
  });

  for (const name of routeModules) {
    it(`${name}: every method answers 401`, async () => {
      const exported = (await import(/* @vite-ignore */ join(root, name))) as Record<
        string,
        unknown
      >;
      const methods = ["GET", "POST", "DELETE"].filter(
        (method) => typeof exported[method] === "function",
      );
      expect(methods.length).toBeGreaterThan(0);
      for (const method of methods) {
        const request = new Request("http://localhost/x", {
          method,
          headers: { "content-type": "application/json" },
          ...(method === "POST" ? { body: "{}" } : {}),
        });
        const context = { params: Promise.resolve({ id: "00000000-0000-4000-8000-000000000000" }) };
        const handler = exported[method] as (r: Request, c: unknown) => Promise<Response>;
        const response = await handler(request, context);
        expect(response.status, `${method} ${name}`).toBe(401);
      }
    });
  }
});
