import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";
import { createStaffAccount, signIn } from "./staff";

// A staff account of this run, made with the admin CLI on the e2e server's database.
const email = `dashboard-${randomBytes(4).toString("hex")}@skyhaven.example`;
const password = "dashboard-e2e-password";

test.beforeAll(() => {
  // Each worker that runs a test of this file runs this once, and a worker started again after
  // a failure runs it again: an account this run already made is fine.
  try {
    createManagerAccount();
  } catch (error) {
    if (!String((error as { stderr?: unknown }).stderr).includes("already has an account")) {
      throw error;
    }
  }
});

// The manager's dashboard (a salesperson's /admin is their own day: tests/e2e/desk-today.spec.ts).
function createManagerAccount() {
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/admin.ts",
      "create-user",
      "--email",
      email,
      "--password",
      password,
      "--role",
      "admin",
    ],
    { env: { ...process.env, DATABASE_URL: "file:./data/e2e.db" }, stdio: "pipe" },
  );
}

test("/admin without a session goes to the sign-in page", async ({ visit, page }) => {
  await visit("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});

test("the dashboard shows a new registration in the last 24 hours, with the chart", async ({
  visit,
  page,
  request,
}) => {
  // Names take letters only: a random surname keeps this buyer apart from other tests'.
  const surname = [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");
  const name = `Dashboard Buyer ${surname}`;
  const created = await request.post("/api/registrations", {
    data: {
      salutationId: 2,
      name,
      ...uniqueBuyer(),
      address: "8 Jalan Kota Warisan, 43900 Sepang",
      channel: "newspaper",
      consentPersonalData: true,
      consentTerms: true,
      unitTypes: ["B2"],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await visit("/admin/sign-in");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await visit("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const lastDay = page.getByRole("region", { name: "Last 24 hours" });
  const link = lastDay.getByRole("link", { name });
  await expect(link).toHaveAttribute("href", `/admin/leads/${id}`);
  await expect(page.getByRole("img", { name: /Registrations per day by channel/ })).toBeVisible();
  await expect(page.getByText("Newspaper", { exact: true }).first()).toBeVisible();

  // The chart's numbers as a table, for screen readers and exact counts.
  await page.getByText("The chart as a table").click();
  const table = page.getByRole("table", { name: /Registrations per day by channel/ });
  await expect(table.getByRole("columnheader", { name: "Newspaper" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a sales member sent away from an admin page is told why", async ({ visit, page }) => {
  await signIn(page, createStaffAccount("sales"));
  await expect(page).toHaveURL(/\/admin$/);
  await visit("/admin?denied=1");
  await expect(page.getByRole("status")).toContainText("That page is for admins");
});
