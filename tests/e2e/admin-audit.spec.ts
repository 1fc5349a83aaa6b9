import { registerBuyer } from "./desk";
import { family, malaysiaToday } from "./desk-people";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

// Each test makes staff accounts with the CLI and posts several forms: on a loaded 2-core machine
// that is over a minute.
test.describe.configure({ timeout: 180_000 });

test("an admin reads who changed which lead in plain words, and narrows the log by person, action and day", async ({
  page,
  request,
}) => {
  const buyer = `Audit ${family()}`;
  const id = await registerBuyer(request, buyer);
  const admin = createStaffAccount("admin");
  await signIn(page, admin);
  await page.goto(`/admin/leads/${id}`);
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Status saved: New → Contacted.")).toBeVisible();

  await page.goto("/admin/audit");
  const changed = `${admin.name} changed ${buyer} from New to Contacted`;
  await expect(page.getByText(changed)).toBeVisible();
  await expect(page.getByText(`${admin.name} signed in`).first()).toBeVisible();
  await expect(page.getByText(/[{}]/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.locator('select[name="person"]').selectOption({ label: admin.name });
  await page.locator('select[name="action"]').selectOption({ label: "Changed a status" });
  await page.getByLabel("From (Malaysia day)").fill(malaysiaToday());
  await page.getByLabel("To", { exact: true }).fill(malaysiaToday());
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/action=lead\.status/);
  expect(new URL(page.url()).searchParams.get("from")).toBe(malaysiaToday());
  const entries = page
    .getByRole("list", { name: "Audit entries, newest first" })
    .getByRole("listitem");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(changed);
  await expect(page.locator('select[name="action"]')).toHaveValue("lead.status");

  // A day with nothing in it says so.
  await page.goto(
    `${page
      .url()
      .replace(/from=[^&]+/, "from=2020-01-01")
      .replace(/to=[^&]+/, "to=2020-01-02")}`,
  );
  await expect(page.getByText("No entries match this filter.")).toBeVisible();

  await page.goto("/admin/audit?action=lead.status");
  await page
    .getByRole("listitem")
    .filter({ hasText: changed })
    .getByRole("link", { name: "Everything about this lead" })
    .click();
  await expect(page).toHaveURL(new RegExp(`lead=${id}`));
  await expect(page.getByText(`Only entries about ${buyer}`)).toBeVisible();
  await expect(
    page.getByText(`${buyer} registered through the registration API, in English`),
  ).toBeVisible();
  await expect(page.getByText(`${admin.name} opened ${buyer}`)).toBeVisible();
  await expectNoAxeViolations(page);
});
