import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

// Staff accounts come from the CLI: slow on a loaded 2-core machine.
test.describe.configure({ timeout: 120_000 });

test("an admin records a breach, sees the Commissioner's 72-hour clock, and records each notice until it closes", async ({
  page,
}) => {
  const admin = createStaffAccount("admin");
  await signIn(page, admin);
  await page.goto("/admin/breaches");
  await expect(page.getByRole("heading", { name: "Breach register" })).toBeVisible();

  // Found 80 hours ago (Malaysia time): the notice is already overdue.
  const found = new Date(Date.now() - 80 * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 16);
  const what = `Call sheet e-mailed to a wrong address ${Date.now()}`;
  await page.getByRole("button", { name: "Record breach" }).click();
  await expect(page.getByText(/Say what happened/)).toBeVisible();
  await page.getByLabel("What happened").fill(what);
  await page.getByLabel("Found (Malaysia time)").fill(found);
  await page.getByLabel("People affected (best estimate)").fill("42");
  await page.getByRole("button", { name: "Record breach" }).click();

  const entry = page.getByRole("listitem").filter({ hasText: what });
  await expect(entry).toContainText("42 people affected");
  await expect(entry.getByTestId("commissioner-clock")).toHaveText(/^Overdue by 8 h \d+ min$/);
  await expectNoAxeViolations(page);

  await entry.getByRole("button", { name: "Commissioner notified" }).click();
  await expect(entry).toContainText("notified late");
  await entry.getByRole("button", { name: "People notified" }).click();
  await expect(entry).toContainText(/Notice to the people affected\s*Sent/);
  await entry.getByRole("button", { name: "Close breach" }).click();
  await expect(entry).toContainText(/Closed \d/);

  await page.goto("/admin/audit?action=privacy.breach_record");
  await expect(
    page.getByText(`${admin.name} recorded a personal-data breach found`).first(),
  ).toBeVisible();
  await expect(page.getByText(what)).toHaveCount(0);
});

test("sales staff neither see the breach register nor reach it", async ({ page }) => {
  const sales = createStaffAccount("sales");
  await signIn(page, sales);
  await page.goto("/admin/breaches");
  await expect(page).toHaveURL(/\/admin\?denied=1$/);
  await expect(page.getByRole("navigation", { name: "Lead desk" })).not.toContainText(
    "Breach register",
  );
});
