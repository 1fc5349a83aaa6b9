import type { Kysely } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { registerPeople } from "@/tests/support/ballot";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import type { Database } from "../db/schema";

// The handlers' two doors to the outside: who is asking (the desk's session), and the database.
const state = vi.hoisted(() => ({
  db: undefined as unknown as Kysely<Database>,
  staff: { id: "admin-1", name: "Admin", email: "admin@skyhaven.example", role: "admin" } as {
    id: string;
    name: string;
    email: string;
    role: "admin" | "sales";
  } | null,
}));
vi.mock("../db/client", () => ({ getDb: () => state.db }));
vi.mock("../access/guard", () => ({
  authorizeRequest: async (_request: Request, permission: string) => {
    if (!state.staff)
      return {
        refusal: Response.json({ error: "Sign in to the lead desk first." }, { status: 401 }),
      };
    if (permission === "launch.run" && state.staff.role !== "admin")
      return {
        refusal: Response.json({ error: "Your role does not allow this." }, { status: 403 }),
      };
    return { staff: state.staff };
  },
}));

const { handleCommitPost, handleDrawPost, handleEntryPost, handleRecordGet } =
  await import("./api");

const post = (path: string, body?: string, type = "application/json") =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: body === undefined ? {} : { "content-type": type },
    body,
  });
const enter = (body?: string, type?: string) =>
  handleEntryPost(post("/api/admin/ballot/entries", body, type));

describe("the ballot API", () => {
  forEachDatabase((current) => {
    async function prepare(people = 2) {
      state.db = current().db;
      state.staff = { id: "admin-1", name: "Admin", email: "a@skyhaven.example", role: "admin" };
      await prepareDatabase(state.db);
      return registerPeople(state.db, people);
    }

    it("enters a person: 201 with a reference, 200 with the same one again, 404 for an unknown lead", async () => {
      const [lead] = await prepare();
      const first = await enter(JSON.stringify({ leadId: lead }));
      expect(first.status).toBe(201);
      const { reference } = (await first.json()) as { reference: string };
      expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
      const again = await enter(JSON.stringify({ leadId: lead }));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ reference });
      // `curl -d` sends JSON labelled as a form; a real form post works too.
      expect(
        (await enter(JSON.stringify({ leadId: lead }), "application/x-www-form-urlencoded")).status,
      ).toBe(200);
      expect((await enter(`leadId=${lead}`, "application/x-www-form-urlencoded")).status).toBe(200);
      expect(
        (await enter(JSON.stringify({ leadId: "00000000-0000-4000-8000-000000000000" }))).status,
      ).toBe(404);
    });

    it("answers hostile bodies with a 4xx, never a 500, and stores nothing", async () => {
      await prepare();
      const bodies = [
        undefined,
        "",
        "not json",
        "{",
        "null",
        "[]",
        '"leadId"',
        "{}",
        JSON.stringify({ leadId: 5 }),
        JSON.stringify({ leadId: ["a"] }),
        JSON.stringify({ leadId: { $ne: null } }),
        JSON.stringify({ leadId: "x".repeat(65) }),
        JSON.stringify({ leadId: "'; drop table ballot_entries; --" }),
        JSON.stringify({ leadId: "x".repeat(1_000_000) }),
        "\u0000\u0001\u0002",
      ];
      for (const body of bodies) {
        const response = await enter(body);
        expect([413, 422], `${body?.slice(0, 40)}`).toContain(response.status);
        expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String));
      }
      expect(await state.db.selectFrom("ballot_entries").selectAll().execute()).toEqual([]);
    });

    it("commits (200, then 409), draws (409 before, 200, then 409), and publishes the record", async () => {
      const [lead] = await prepare();
      await enter(JSON.stringify({ leadId: lead }));
      expect((await handleDrawPost(post("/api/admin/ballot/draw"))).status).toBe(409);

      const committed = await handleCommitPost(post("/api/admin/ballot/commit"));
      expect(committed.status).toBe(200);
      const commitment = (await committed.json()) as Record<string, unknown>;
      expect(Object.keys(commitment).sort()).toEqual(["entries", "entriesHash", "seedHash"]);
      expect(commitment.entries).toBe(1);
      expect((await handleCommitPost(post("/api/admin/ballot/commit"))).status).toBe(409);

      const drawn = await handleDrawPost(post("/api/admin/ballot/draw"));
      expect(drawn.status).toBe(200);
      const record = (await drawn.json()) as Record<string, unknown>;
      expect(Object.keys(record)).toEqual([
        "status",
        "entries",
        "entriesHash",
        "seedHash",
        "seed",
        "order",
      ]);
      expect(record).toMatchObject({
        status: "drawn",
        entries: 1,
        entriesHash: commitment.entriesHash,
      });
      expect((await handleDrawPost(post("/api/admin/ballot/draw"))).status).toBe(409);

      const published = await handleRecordGet();
      expect(published.status).toBe(200);
      expect(published.headers.get("cache-control")).toBe("public, max-age=5");
      expect(await published.json()).toEqual(record);
    });

    it("after the commit: 200 with the reference for someone entered, 409 for a newcomer", async () => {
      const [early, late] = await prepare();
      const { reference } = (await (await enter(JSON.stringify({ leadId: early }))).json()) as {
        reference: string;
      };
      await handleCommitPost(post("/api/admin/ballot/commit"));
      const again = await enter(JSON.stringify({ leadId: early }));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ reference });
      expect((await enter(JSON.stringify({ leadId: late }))).status).toBe(409);
    });

    it("refuses without a session (401) and a salesperson's commit or draw (403)", async () => {
      const [lead] = await prepare();
      state.staff = null;
      expect((await enter(JSON.stringify({ leadId: lead }))).status).toBe(401);
      expect((await handleCommitPost(post("/api/admin/ballot/commit"))).status).toBe(401);
      // A salesperson enters a buyer from the unassigned pool, who becomes theirs.
      const sales = await insertStaff(current(), { name: "Sales" });
      state.staff = { id: sales, name: "Sales", email: "s@skyhaven.example", role: "sales" };
      expect((await enter(JSON.stringify({ leadId: lead }))).status).toBe(201);
      expect((await handleCommitPost(post("/api/admin/ballot/commit"))).status).toBe(403);
      expect((await handleDrawPost(post("/api/admin/ballot/draw"))).status).toBe(403);
      expect((await handleRecordGet().then((r) => r.json())) as { status: string }).toMatchObject({
        status: "open",
        entries: 1,
      });
    });
  });
});
