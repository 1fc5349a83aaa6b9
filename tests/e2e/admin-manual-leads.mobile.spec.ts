import { randomBytes } from "node:crypto";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";
import { createStaffAccount, signIn } from "./staff";

// Long flows through several desk pages, each checked with axe: more than the default minute.
test.describe.configure({ timeout: 180_000 });

const family = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");

const pageOverflow = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("on a phone, a salesperson adds a walk-in, logs 'Called – no answer' and corrects the email, and nothing widens the page", async ({
  page,
  browser,
}) => {
  const name = `Phone Walk In ${family()}`;
  const buyer = uniqueBuyer();
  const sales = createStaffAccount("sales");
  await signIn(page, sales);
  await page.goto("/admin/leads");
  await page.getByRole("link", { name: "Add a lead" }).click();
  await expect(page.getByRole("heading", { name: "Add a lead" })).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await page.getByRole("radio", { name: "Roadshow or event" }).check();
  await page.getByLabel("Salutation").selectOption({ label: "Mr" });
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Mobile").fill(buyer.contact);
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByRole("combobox", { name: "Language" }).selectOption("ms");
  await page.getByLabel("How they heard of us").selectOption("advertisement");
  await page.getByRole("checkbox", { name: /has read and agreed/ }).check();
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page.getByText("Lead added.", { exact: true })).toBeVisible();
  await expect(page.getByText("Roadshow or event")).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByText("Called – no answer", { exact: true }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Logged: Called – no answer.")).toBeVisible();
  await expect(page.getByRole("region", { name: "History and notes" })).toContainText(
    `${sales.name}: Called – no answer`,
  );

  const corrected = `phone-fixed-${family()}@example.com`;
  await page.getByText("Edit contact details").click();
  await page.getByRole("textbox", { name: "Email" }).fill(corrected);
  await page.getByRole("button", { name: "Save contact details" }).click();
  await expect(page.getByText("Contact details saved: email corrected.")).toBeVisible();
  await expect(page.getByRole("region", { name: "History and notes" })).toContainText(
    `${sales.name} corrected the contact details`,
  );
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, createStaffAccount("admin"));
  await admin.goto("/admin/audit?action=lead.contact_details");
  await expect(
    admin.getByText(`corrected ${name}'s contact details: email "${buyer.email}" → "${corrected}"`),
  ).toBeVisible();
  await adminContext.close();
});
