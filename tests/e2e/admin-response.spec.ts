import { registerBuyer } from "./desk";
import { ageLead, family } from "./desk-people";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

// Each test makes staff accounts with the CLI and posts several forms: on a loaded 2-core machine
// that is over a minute.
test.describe.configure({ timeout: 180_000 });

test("the manager's dashboard shows a salesperson's time to first contact and links to the leads untouched for 24 h", async ({
  page,
  request,
}) => {
  const waiting = `Waiting ${family()}`;
  const waitingId = await registerBuyer(request, waiting);
  ageLead(waitingId, 30);
  const answered = await registerBuyer(request, `Answered ${family()}`);
  const sales = createStaffAccount("sales");
  await signIn(page, sales);
  await page.goto(`/admin/leads/${answered}`);
  await page.getByRole("button", { name: "Take this lead" }).click();
  await expect(page.getByText("The lead is yours.")).toBeVisible();
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Status saved: New → Contacted.")).toBeVisible();

  // A salesperson's /admin is their day; the response times are the manager's dashboard.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, createStaffAccount("admin"));
  await page.goto("/admin");
  const response = page.getByRole("region", { name: "Response to new leads" });
  const row = response
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: sales.name }) });
  await expect(row).toContainText("1 of 1");
  await expect(row).toContainText(/under 1 min|\d+ min/);
  const untouched = response.getByRole("link", { name: /Untouched for 24 h/ });
  await expect(untouched).toContainText(/\d/);
  await expectNoAxeViolations(page);

  await untouched.click();
  await expect(page).toHaveURL(/\/admin\/leads\?untouched=1/);
  await expect(page.getByRole("link", { name: "Untouched for 24 h" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // Searching within the view keeps it: the form carries the view's narrowing along.
  await expect(page.getByRole("checkbox", { name: "Only untouched for 24 h" })).toBeChecked();
  await page.getByRole("searchbox", { name: "Name, email or phone" }).fill(waiting);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/untouched=1/);
  await expect(page.getByRole("rowheader", { name: waiting })).toBeVisible();
  await page.goto(`/admin/leads?untouched=1&q=${encodeURIComponent("Answered")}`);
  await expect(page.getByRole("rowheader", { name: /Answered/ })).toHaveCount(0);
});
