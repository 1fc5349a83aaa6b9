import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { query, registerBuyer } from "./desk";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

const family = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");

/** The Malaysia calendar day `days` from now (YYYY-MM-DD). */
const malaysiaDay = (days = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test("a salesperson sets a follow-up that stays shown, and an overdue one appears under My overdue follow-ups", async ({
  page,
  request,
}) => {
  const name = `Follow Up ${family()}`;
  const id = await registerBuyer(request, name);
  const sales = createStaffAccount("sales");
  await signIn(page, sales);
  await page.goto(`/admin/leads/${id}`);
  await page.getByRole("button", { name: "Take this lead" }).click();
  await expect(page.getByText("The lead is yours.")).toBeVisible();

  const day = page.getByLabel("Next follow-up");
  const tomorrow = malaysiaDay(1);
  await day.fill(tomorrow);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/^Next follow-up: /)).toBeVisible();
  await expect(day).toHaveValue(tomorrow);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/^Nothing to save: choose an outcome/)).toBeVisible();
  await expect(page.getByRole("region", { name: "History and notes" })).toContainText(
    `${sales.name} set the next follow-up for`,
  );
  expect(
    query<{ n: number }>(
      "select count(*) as n from lead_events where registration_id = ? and kind = 'follow_up'",
      id,
    )[0]?.n,
  ).toBe(1);
  await expectNoAxeViolations(page);

  // The day passes (two days, here written straight into the e2e server's database).
  const db = new Database("data/e2e.db", { fileMustExist: true });
  try {
    db.prepare("update registrations set follow_up_on = ? where id = ?").run(malaysiaDay(-2), id);
  } finally {
    db.close();
  }
  await page.goto("/admin/leads");
  await page
    .getByRole("navigation", { name: "Lead views" })
    .getByRole("link", { name: "My overdue follow-ups" })
    .click();
  await expect(page).toHaveURL(/owner=me&due=overdue/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Overdue 2 days:");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name }).click();
  await expect(page.getByText("Overdue", { exact: true })).toBeVisible();
});
