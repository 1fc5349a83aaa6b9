import { registerBuyer } from "./desk";
import { family, pageOverflow } from "./desk-people";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

// Each test makes staff accounts with the CLI and posts several forms: on a loaded 2-core machine
// that is over a minute.
test.describe.configure({ timeout: 180_000 });

test("on a phone, the dashboard, audit log and staff page fit the screen and their filters and forms work", async ({
  page,
  request,
}) => {
  const buyer = `Phone Audit ${family()}`;
  const id = await registerBuyer(request, buyer);
  const admin = createStaffAccount("admin");
  const sales = createStaffAccount("sales");
  await signIn(page, admin);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Response to new leads" })).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/audit?lead=${id}`);
  await expect(
    page.getByText(`${buyer} registered through the registration API, in English`),
  ).toBeVisible();
  await page.getByLabel("Action").selectOption({ label: "Registered" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/action=registration\.create/);
  await expect(page).toHaveURL(new RegExp(`lead=${id}`));
  await expect(page.getByRole("listitem").filter({ hasText: buyer })).toHaveCount(1);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await page.goto("/admin/staff");
  const newName = `Siti ${family()}`;
  await page.getByLabel(`Name of ${sales.email}`).fill(newName);
  await page.getByRole("button", { name: `Rename ${sales.email}` }).click();
  await expect(page.getByText(`Renamed ${sales.name} to ${newName}.`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: sales.email })).toContainText(
    "never signed in",
  );
  // Each person is a card: the last column's form is on screen, not in a box scrolled sideways.
  const password = page.getByLabel(`New password for ${sales.email}`);
  const box = await password.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 390);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
