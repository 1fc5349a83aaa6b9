import { randomBytes } from "node:crypto";
import { registerBuyer } from "./desk";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

const family = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");

const pageOverflow = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("on a phone, a salesperson takes a lead, saves its status and follow-up, and nothing widens the page", async ({
  page,
  request,
}) => {
  const name = `Phone Desk ${family()}`;
  const id = await registerBuyer(request, name);
  await signIn(page, createStaffAccount("sales"));
  await page.goto(`/admin/leads/${id}`);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Take this lead" }).click();
  await expect(page.getByText("The lead is yours.")).toBeVisible();
  const status = page.getByRole("combobox", { name: "Status", exact: true });
  // One save: the status and the next follow-up together.
  await status.selectOption("contacted");
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Next follow-up").fill(tomorrow);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/^Status saved: New → Contacted\. Next follow-up: /)).toBeVisible();
  await expect(status).toHaveValue("contacted");
  await expectNoAxeViolations(page);

  await page.goto("/admin/leads?owner=me");
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test("on a phone, the staff page with its assignment rule and languages fits the screen", async ({
  page,
}) => {
  await signIn(page, createStaffAccount("admin"));
  await page.goto("/admin/staff");
  await expect(page.getByRole("heading", { name: "Assigning new leads" })).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
