import { expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { editorMayEdit } from "./editor-may-edit";

forEachDatabase((current) => {
  it("lets marketing and admins publish what they scheduled; not sales, a disabled account, or a gone one", async () => {
    const database = current();
    await prepareDatabase(database.db);
    const marketing = await insertStaff(database, { role: "marketing" });
    const admin = await insertStaff(database, { role: "admin" });
    const sales = await insertStaff(database, { role: "sales" });
    const disabled = await insertStaff(database, { role: "marketing", disabled: true });
    expect(await editorMayEdit(database.db, marketing)).toBe(true);
    expect(await editorMayEdit(database.db, admin)).toBe(true);
    expect(await editorMayEdit(database.db, sales)).toBe(false);
    expect(await editorMayEdit(database.db, disabled)).toBe(false);
    expect(await editorMayEdit(database.db, "no-such-staff")).toBe(false);

    // Moved from marketing to sales after scheduling: no longer.
    await database.db
      .updateTable("staff_users")
      .set({ role: "sales" })
      .where("id", "=", marketing)
      .execute();
    expect(await editorMayEdit(database.db, marketing)).toBe(false);
  });
});
