import { query, registerBuyer, staffId } from "./desk";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, runEmail, runName, signIn } from "./staff";

const statusHistory = (leadId: string) =>
  query<{ from_status: string; to_status: string }>(
    "select from_status, to_status from lead_events where registration_id = ? and kind = 'status' order by at",
    leadId,
  );

const roleAudit = (userId: string) =>
  query<{ details: string }>(
    "select details from audit_log where action = 'staff.role' and entity_id = ? order by at",
    userId,
  );

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "" : " without JavaScript";
  test.describe(`forms show what was saved${mode}`, () => {
    test.use({ javaScriptEnabled });

    test(`a saved status stays selected, and saving it again writes no history${mode}`, async ({
      page,
      request,
    }) => {
      const name = runName(javaScriptEnabled ? "Lim Status" : "Lim Plain");
      const id = await registerBuyer(request, name);
      await signIn(page, createStaffAccount("sales"));
      await page.goto(`/admin/leads/${id}`);
      // The label holds the select, so its text includes the options': by role and name.
      const status = page.getByRole("combobox", { name: "Status", exact: true });

      await status.selectOption("qualified");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("Status saved: New → Qualified.")).toBeVisible();
      await expect(status).toHaveValue("qualified");

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText(/^Nothing to save: choose an outcome/)).toBeVisible();
      await expect(status).toHaveValue("qualified");
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await page.reload();
      await expect(status).toHaveValue("qualified");
      expect(statusHistory(id)).toEqual([{ from_status: "new", to_status: "qualified" }]);
    });

    test(`a role change asks first, then the select shows the new role and a second save changes nothing${mode}`, async ({
      page,
    }) => {
      // Two accounts made with the CLI and six form posts: over a minute on a loaded 2-core machine.
      test.slow();
      await signIn(page, createStaffAccount("admin"));
      await page.goto("/admin/staff");
      const email = runEmail(javaScriptEnabled ? "promoted" : "promoted-plain");
      await page.getByLabel("Name", { exact: true }).fill("Chong Wei Ling");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("First password").fill("promoted by an admin 2026");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByText(`Account created for ${email}.`)).toBeVisible();

      const row = page.getByRole("row").filter({ hasText: email });
      const role = row.getByLabel(`Role of ${email}`);
      const save = row.getByRole("button", { name: `Save role of ${email}` });
      await role.selectOption("admin");
      await save.click();
      await expect(row.getByText("Make Chong Wei Ling an admin?")).toBeVisible();
      expect(roleAudit(staffId(email))).toEqual([]);
      // axe runs inside the page, so only where the page runs scripts.
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await row.getByRole("button", { name: "Cancel" }).click();
      await expect(row.getByText("Nothing changed.")).toBeVisible();
      await expect(role).toHaveValue("sales");

      await role.selectOption("admin");
      await save.click();
      await row.getByRole("button", { name: "Yes, make admin" }).click();
      await expect(row.getByText("Chong Wei Ling is now admin.")).toBeVisible();
      await expect(role).toHaveValue("admin");

      await save.click();
      await expect(
        row.getByText("Nothing to save: Chong Wei Ling is already admin."),
      ).toBeVisible();
      await expect(role).toHaveValue("admin");
      await page.reload();
      await expect(role).toHaveValue("admin");
      expect(roleAudit(staffId(email))).toEqual([{ details: '{"from":"sales","to":"admin"}' }]);
    });
  });
}
