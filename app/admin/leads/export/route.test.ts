import ExcelJS from "exceljs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import type { Staff } from "@/server/auth/session";
import { assignLeads } from "@/server/leads/assign";
import { GET as callSheet } from "../call-sheet/route";
import { GET as exportLeads } from "./route";

// Who is signed in: the one stand-in. The routes ask the policy (server/access) as they always do.
const session = vi.hoisted(() => ({ staff: null as Staff | null }));
vi.mock("@/server/auth/session", async (original) => ({
  ...(await original<typeof import("@/server/auth/session")>()),
  staffFromRequest: async () => session.staff,
}));

/** The workbook a download answers with: its sheet's rows, header first. */
async function workbookRows(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await response.arrayBuffer()) as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const get = (path: string) => new Request(`http://localhost${path}`);

describe("the desk's downloads as XLSX", () => {
  afterEach(() => {
    session.staff = null;
    Reflect.deleteProperty(globalThis, "skyhavenDb");
  });

  forEachDatabase((current) => {
    beforeEach(async () => {
      await prepareDatabase(current().db);
      Reflect.set(globalThis, "skyhavenDb", current());
    });

    it("refuses the workbooks as it refuses the CSV: without a session, and to marketing", async () => {
      for (const route of [exportLeads, callSheet]) {
        expect((await route(get("/admin/leads/export?format=xlsx"))).status).toBe(401);
      }
      const id = await insertStaff(current(), { role: "admin" });
      session.staff = { id, name: "Mira", email: "mira@skyhaven.example", role: "marketing" };
      for (const route of [exportLeads, callSheet]) {
        expect((await route(get("/admin/leads/export?format=xlsx"))).status).toBe(403);
      }
    });

    it("gives a salesperson a workbook of their own leads only, and logs the download", async () => {
      const database = current();
      const { db } = database;
      const siti = await insertStaff(database, { name: "Siti" });
      const boss = { id: await insertStaff(database, { role: "admin" }), name: "Boss" };
      const mine = await registerLead(db, { name: "Mine First", contact: "0125550001" });
      await registerLead(db, { name: "Someone Else" });
      await assignLeads(db, { leadIds: [mine], ownerId: siti }, boss);
      session.staff = { id: siti, name: "Siti", email: "siti@skyhaven.example", role: "sales" };

      const response = await exportLeads(get("/admin/leads/export?owner=none&format=xlsx"));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="skyhaven-leads-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      const [header, ...rows] = await workbookRows(response);
      expect(rows).toHaveLength(1);
      expect(rows[0]![header!.indexOf("Registration ID")]).toBe(mine);
      expect(rows[0]![header!.indexOf("Contact (as typed)")]).toBe("0125550001");

      const sheet = await callSheet(get("/admin/leads/call-sheet?format=xlsx"));
      expect(sheet.headers.get("content-disposition")).toMatch(/skyhaven-call-sheet-.*\.xlsx"$/);
      const [sheetHeader, ...people] = await workbookRows(sheet);
      expect(people.map((p) => p[sheetHeader!.indexOf("Name")])).toEqual(["Mine First"]);

      const audit = await db
        .selectFrom("audit_log")
        .select(["action", "details"])
        .where("action", "in", ["lead.export", "lead.call_sheet"])
        .orderBy("at")
        .execute();
      expect(audit.map((a) => [a.action, JSON.parse(a.details ?? "{}").format])).toEqual([
        ["lead.export", "xlsx"],
        ["lead.call_sheet", "xlsx"],
      ]);
    });
  });
});
