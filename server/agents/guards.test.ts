import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prepareDatabase } from "@/tests/support/registrations";
import { connect } from "../db/connect";

// A request with no session cookie at all (as server/auth/guards.test.ts).
vi.mock("next/headers", () => import("@/tests/support/next-stubs").then((m) => m.headers));
vi.mock("next/navigation", () => import("@/tests/support/next-stubs").then((m) => m.navigation));
vi.mock("next/cache", () => import("@/tests/support/next-stubs").then((m) => m.cache));

beforeAll(async () => {
  const url = `file:${join(mkdtempSync(join(tmpdir(), "skyhaven-agent-guard-")), "guard.db")}`;
  process.env.DATABASE_URL = url;
  const { db } = connect(url);
  await prepareDatabase(db);
  await db.destroy();
});

afterAll(async () => {
  const { db } = connect(process.env.DATABASE_URL ?? "");
  const [registrations, claims, audit] = await Promise.all([
    db.selectFrom("registrations").select("id").execute(),
    db.selectFrom("agent_claims").select("id").execute(),
    db.selectFrom("audit_log").select("id").execute(),
  ]);
  await db.destroy();
  expect({ registrations, claims, audit }).toEqual({ registrations: [], claims: [], audit: [] });
});

const uuid = "00000000-0000-4000-8000-000000000000";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("agent server actions without a session", () => {
  it("sends a buyer registration to the agent sign-in, in the form's language, storing nothing", async () => {
    const { registerBuyerAction } = await import("./register-actions");
    const initial = { status: "idle" as const, values: {}, errors: {} };
    await expect(
      registerBuyerAction(initial, form({ locale: "zh", contact: "0123456789" })),
    ).rejects.toThrow("redirect:/zh/agent/sign-in");
  });

  it("sends every admin action on agents and protections to the desk's sign-in", async () => {
    const actions = await import("./admin-actions");
    const data = form({
      agentId: uuid,
      decision: "approve",
      claimId: uuid,
      days: "5",
      protectionDays: "9",
    });
    await expect(actions.decideAgentAction(data)).rejects.toThrow("redirect:/admin/sign-in");
    await expect(actions.releaseClaimAction(data)).rejects.toThrow("redirect:/admin/sign-in");
    await expect(actions.extendClaimAction({}, data)).rejects.toThrow("redirect:/admin/sign-in");
    await expect(actions.agentSettingsAction({}, data)).rejects.toThrow("redirect:/admin/sign-in");
  });
});
