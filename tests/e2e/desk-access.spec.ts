import { query, staffId } from "./desk";
import { expect, test } from "./fixtures";
import { createStaffAccount, runName, signIn } from "./staff";

// Staff accounts come from the CLI and each salesperson signs in: over a minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });

/** A Malaysian mobile number no other run used. */
const freshMobile = () => `012-${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4)}`;

test("a walk-in A enters without an email is A's, and salesperson B cannot reach it anywhere", async ({
  page,
  browser,
}) => {
  const name = runName("Walkin");
  const aisyah = createStaffAccount("sales");
  const benny = createStaffAccount("sales");

  // A enters a walk-in who gave no email.
  await signIn(page, aisyah);
  await page.goto("/admin/leads/new");
  await page.getByLabel("Salutation").selectOption({ label: "Ms" });
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Mobile").fill(freshMobile());
  await page.getByRole("combobox", { name: "Language" }).selectOption("ms");
  await page.getByLabel("How they heard of us").selectOption("family_friends");
  await page.getByRole("checkbox", { name: /has read and agreed/ }).check();
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Owner:")).toContainText(aisyah.name);
  const leadId = new URL(page.url()).pathname.split("/").pop() ?? "";
  const [stored] = query<{ owner_id: string; email: string }>(
    "select owner_id, email from registrations where id = ?",
    leadId,
  );
  expect(stored).toEqual({ owner_id: staffId(aisyah.email), email: "" });

  // B: not in the list or its search, not in B's files, no page, no access file.
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signIn(other, benny);
    await other.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    await expect(other.getByRole("heading", { name: "Leads" })).toBeVisible();
    await expect(other.getByText(name)).toHaveCount(0);

    const lead = await other.goto(`/admin/leads/${leadId}`);
    expect(lead?.status()).toBe(404);

    for (const file of ["/admin/leads/call-sheet", "/admin/leads/export"]) {
      const response = await other.request.get(`${file}?q=${encodeURIComponent(name)}`);
      expect(response.status(), file).toBe(200);
      expect(await response.text(), file).not.toContain(name);
    }

    const access = await other.request.post("/admin/requests/access", {
      form: { person: name },
    });
    expect(access.status()).toBe(403);
    await other.goto("/admin/requests");
    await expect(other).toHaveURL(/\/admin\?denied=1$/);
    await expect(other.getByRole("navigation", { name: "Lead desk" })).not.toContainText(
      "Data requests",
    );
  } finally {
    await context.close();
  }
});
