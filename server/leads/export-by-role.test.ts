import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { assignLeads } from "./assign";
import { exportLeadsCsv, exportSize } from "./export";
import { exportFilterFor } from "../access/leads";

const ADMIN = "00000000-0000-4000-8000-0000000000d1";
const SITI = "00000000-0000-4000-8000-0000000000d2";

describe("which leads a staff member may export", () => {
  it("gives admins what the filter asks for, with owner=me made their own id", () => {
    const admin = { id: ADMIN, role: "admin" as const };
    const viewer = admin;
    expect(exportFilterFor(admin, { status: "new" })).toEqual({ status: "new", viewer });
    expect(exportFilterFor(admin, { owner: "none" })).toEqual({ owner: "none", viewer });
    expect(exportFilterFor(admin, { owner: "me" })).toEqual({ owner: ADMIN, viewer });
  });

  it("gives sales staff their own leads, whatever the link asks for", () => {
    const sales = { id: SITI, role: "sales" as const };
    const viewer = sales;
    expect(exportFilterFor(sales, {})).toEqual({ owner: SITI, viewer });
    expect(exportFilterFor(sales, { owner: "none", status: "new" })).toEqual({
      owner: SITI,
      status: "new",
      viewer,
    });
    expect(exportFilterFor(sales, { owner: ADMIN })).toEqual({ owner: SITI, viewer });
  });
});

describe("exporting a salesperson's leads", () => {
  forEachDatabase((current) => {
    it("writes only the leads they own, with their repeats, and counts the same", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      const siti = await insertStaff(database, { name: "Siti" });
      const admin = { id: await insertStaff(database, { role: "admin" }), name: "Boss" };
      const mine = await registerLead(db, { name: "Mine First", contact: "+60125550001" });
      await registerLead(db, { name: "Mine Again", contact: "+60125550001" });
      const alsoMine = await registerLead(db, { name: "Also Mine" });
      await registerLead(db, { name: "Someone Else" });
      await assignLeads(db, { leadIds: [mine, alsoMine], ownerId: siti }, admin);

      const filter = exportFilterFor({ id: siti, role: "sales" }, {});
      let csv = "";
      for await (const chunk of exportLeadsCsv(db, filter, { batchSize: 1 })) csv += chunk;

      expect(csv).toContain("Mine First");
      expect(csv).toContain("Mine Again");
      expect(csv).toContain("Also Mine");
      expect(csv).not.toContain("Someone Else");
      expect(await exportSize(db, filter)).toEqual({ people: 2, rows: 3 });
    });
  });
});
