import type { Kysely } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { POST } from "@/app/api/consent/advertising-withdrawal/route";
import type { Database } from "../db/schema";
import { rememberAdConsent } from "./ad-consent-cookie";

interface Stored {
  value: string;
  options: Record<string, unknown>;
}

/** The browser's cookie jar as next/headers shows it to the server, and the test's database. */
const state = vi.hoisted(() => ({
  jar: new Map<string, Stored>(),
  db: undefined as unknown,
}));

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      const stored = state.jar.get(name);
      return stored && { name, value: stored.value };
    },
    set: (name: string, value: string, options: Record<string, unknown>) =>
      state.jar.set(name, { value, options }),
    delete: ({ name }: { name: string }) => state.jar.delete(name),
  }),
}));
vi.mock("../db/client", () => ({ getDb: () => state.db }));

const advertising = async (db: Kysely<Database>, id: string) =>
  Number(
    (
      await db
        .selectFrom("registrations")
        .select("consent_advertising")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).consent_advertising,
  );

describe("the registrant's advertising-consent cookie", () => {
  forEachDatabase((current) => {
    it("is HTTP-only and signed, and the cookie settings' post withdraws with it, then drops it", async () => {
      const { db } = current();
      state.db = db;
      state.jar.clear();
      await prepareDatabase(db);
      const id = await registerLead(db, { consentAdvertising: "true" });
      await rememberAdConsent(id);
      const cookie = state.jar.get("skyhaven_ad_consent");
      expect(cookie?.options).toMatchObject({
        httpOnly: true,
        sameSite: "lax",
        path: "/api/consent",
      });
      expect(cookie?.value.startsWith(`${id}.`)).toBe(true);
      expect(cookie?.value.length).toBeGreaterThan(id.length + 40);

      expect((await POST()).status).toBe(204);
      expect(await advertising(db, id)).toBe(0);
      expect(state.jar.has("skyhaven_ad_consent")).toBe(false);
    });

    it("answers 204 and changes nothing for a browser without the cookie or with a made-up one", async () => {
      const { db } = current();
      state.db = db;
      state.jar.clear();
      await prepareDatabase(db);
      const id = await registerLead(db, { consentAdvertising: "true" });
      expect((await POST()).status).toBe(204);
      state.jar.set("skyhaven_ad_consent", { value: `${id}.${"A".repeat(43)}`, options: {} });
      expect((await POST()).status).toBe(204);
      expect(await advertising(db, id)).toBe(1);
    });
  });
});
