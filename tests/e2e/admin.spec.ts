import { expect, expectNoAxeViolations, test } from "./fixtures";
import { termsVersion } from "@/content/legal/terms/version";
import { createStaffAccount, runEmail, runName, signIn, useRunAddress } from "./staff";

const adminPages = [
  "/admin",
  "/admin/leads",
  "/admin/leads/00000000-0000-4000-8000-000000000000",
  "/admin/requests",
  "/admin/staff",
  "/admin/deliveries",
  "/admin/audit",
  "/admin/account",
];
const adminRoutes = ["/admin/leads/updates", "/admin/leads/export"];

function registerBuyer(request: import("@playwright/test").APIRequestContext, name: string) {
  const suffix = String(Date.now()).slice(-7);
  return request.post("/api/registrations", {
    data: {
      salutationId: 1,
      name,
      contact: `012${suffix}`,
      email: `desk-${suffix}@example.com`,
      address: "8 Jalan KLIA, 64000 Sepang, Selangor",
      channel: "newspaper",
      consentPersonalData: true,
      consentTerms: true,
      unitTypes: ["C1A"],
    },
  });
}

test.describe("the lead desk without a session", () => {
  for (const path of adminPages) {
    test(`${path} sends the visitor to sign in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/sign-in$/);
    });
  }

  for (const path of adminRoutes) {
    test(`${path} answers 401`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(401);
    });
  }

  test("admin pages are never indexed", async ({ request }) => {
    const response = await request.get("/admin/sign-in");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await response.text()).toContain('name="robots" content="noindex, nofollow"');
  });

  test("a wrong password is refused with a clear message", async ({ page }) => {
    await useRunAddress(page);
    await page.goto("/admin/sign-in");
    await page.getByLabel("Work email").fill(runEmail("nobody"));
    await page.getByLabel("Password").fill("not a real password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("That email and password do not match an account.")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("working a lead", () => {
  // Staff accounts made with the CLI and several form posts: over a minute on a loaded machine.
  test.describe.configure({ timeout: 180_000 });

  test("staff sign in, find a buyer from the public form, change the status and add a note", async ({
    page,
    request,
  }) => {
    const name = runName("Nurul Izzah");
    expect((await registerBuyer(request, name)).status()).toBe(201);
    const staff = createStaffAccount("sales");
    await signIn(page, staff);

    await page.goto("/admin/leads");
    await expectNoAxeViolations(page);
    await page.getByLabel("Name, email or phone").fill(name);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("rowheader", { name })).toBeVisible();
    await page.getByRole("link", { name }).click();

    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(`version ${termsVersion}`, { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Status saved: New → Contacted.")).toBeVisible();
    await page.getByLabel("Add a note").fill("Called; prefers a high floor facing the runway.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added.")).toBeVisible();
    await page.reload();
    const history = page.getByRole("region", { name: "History and notes" });
    await expect(history).toContainText(`${staff.name} changed the status from New to Contacted`);
    await expect(history).toContainText("prefers a high floor facing the runway");
  });

  test("a new registration appears in the list without a reload", async ({ page, request }) => {
    // An admin: with an assignment rule on, the new lead may go to a colleague a salesperson
    // does not see (server/access/leads.ts).
    await signIn(page, createStaffAccount("admin"));
    await page.goto("/admin/leads");
    const name = runName("Farah Live");
    await expect(page.getByRole("rowheader", { name })).toHaveCount(0);
    expect((await registerBuyer(request, name)).status()).toBe(201);
    await expect(page.getByRole("rowheader", { name })).toBeVisible({ timeout: 15_000 });
  });

  test("sales staff cannot open staff management or the audit log", async ({ page }) => {
    await signIn(page, createStaffAccount("sales"));
    await page.goto("/admin/staff");
    await expect(page).toHaveURL(/\/admin\?denied=1$/);
    await page.goto("/admin/audit");
    await expect(page).toHaveURL(/\/admin\?denied=1$/);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  });

  test("admins read the audit log and manage staff: create an account, change its role, disable it", async ({
    page,
    browser,
  }) => {
    const admin = createStaffAccount("admin");
    await signIn(page, admin);
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    await expect(page.getByText(`${admin.name} signed in`).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/admin/staff");
    await expectNoAxeViolations(page);
    const member = { email: runEmail("managed"), password: "managed by an admin 2026" };
    await page.getByLabel("Name", { exact: true }).fill("Aisyah Managed");
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    // The label's text includes its options', so by role and name.
    await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("sales");
    await page.getByLabel("First password").fill(member.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText(`Account created for ${member.email}.`)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: member.email });
    await expect(row).toContainText("Aisyah Managed");
    await expect(row).toContainText("Active");
    const role = row.getByLabel(`Role of ${member.email}`);
    await expect(role).toHaveValue("sales");

    await role.selectOption("admin");
    await row.getByRole("button", { name: `Save role of ${member.email}` }).click();
    await row.getByRole("button", { name: "Yes, make admin" }).click();
    await expect(row.getByText("Aisyah Managed is now admin.")).toBeVisible();
    await expect(role).toHaveValue("admin");
    await page.reload();
    await expect(role).toHaveValue("admin");

    await row.getByRole("button", { name: `Disable ${member.email}` }).click();
    await expect(row.getByRole("button", { name: `Enable ${member.email}` })).toBeVisible();
    await expect(row).toContainText("Disabled");
    await page.reload();
    await expect(row).toContainText("Disabled");

    // The change holds where it matters: the disabled person cannot sign in.
    const other = await browser.newContext();
    try {
      const theirPage = await other.newPage();
      await useRunAddress(theirPage);
      await theirPage.goto("/admin/sign-in");
      await theirPage.getByLabel("Work email").fill(member.email);
      await theirPage.getByLabel("Password").fill(member.password);
      await theirPage.getByRole("button", { name: "Sign in" }).click();
      // With the right password, the answer a wrong one gets: it must not confirm the password.
      await expect(
        theirPage.getByText("That email and password do not match an account."),
      ).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
