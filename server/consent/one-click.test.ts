import { describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import {
  createRegistration,
  prepareDatabase,
  validRegistration,
} from "@/tests/support/registrations";
import { oneClickGet, oneClickPost } from "./one-click";
import { unsubscribeToken } from "./unsubscribe-token";

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "one-click-secret-for-tests-0123456789abc";
  process.env.SITE_URL = "https://skyhaven.example";
  return { db: null as unknown };
});
vi.mock("@/server/db/client", () => ({ getDb: () => state.db }));

describe("the List-Unsubscribe URL (RFC 8058)", () => {
  forEachDatabase((current) => {
    async function registered() {
      const { db } = current();
      state.db = db;
      await prepareDatabase(db);
      const created = await createRegistration(
        db,
        { input: validRegistration(), context: { locale: "zh", source: "web" } },
        {},
      );
      return { id: created.id, token: unsubscribeToken(process.env.AUTH_SECRET!, created.id) };
    }
    const withdrawals = () => current().db.selectFrom("consent_withdrawals").selectAll().execute();

    it("a GET (a person, or a mail scanner following links) withdraws nothing: it leads to the page in the buyer's language", async () => {
      const { token } = await registered();
      const response = await oneClickGet(token);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(
        `https://skyhaven.example/zh/unsubscribe/${token}`,
      );
      expect(await withdrawals()).toEqual([]);
    });

    it("the mail app's POST withdraws at once; a second says it is already done; a forged token is refused", async () => {
      const { id, token } = await registered();
      const first = await oneClickPost(token);
      expect(first.status).toBe(200);
      expect(await first.text()).toBe("Consent withdrawn: no more mail.");
      expect(await withdrawals()).toEqual([
        { lead_id: id, withdrawn_at: expect.any(String), via: "one_click" },
      ]);
      const again = await oneClickPost(token);
      expect(again.status).toBe(200);
      expect(await again.text()).toBe("Consent was already withdrawn.");
      const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
      expect((await oneClickPost(forged)).status).toBe(404);
      expect(await withdrawals()).toHaveLength(1);
    });
  });
});
