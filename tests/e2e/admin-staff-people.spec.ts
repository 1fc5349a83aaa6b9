import { query, registerBuyer, staffId } from "./desk";
import { family, malaysiaToday } from "./desk-people";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

// Each test makes staff accounts with the CLI and posts several forms: on a loaded 2-core machine
// that is over a minute.
test.describe.configure({ timeout: 180_000 });

test("an admin renames a salesperson, sees who never signed in, and the audit log says who renamed whom", async ({
  page,
}) => {
  const admin = createStaffAccount("admin");
  const sales = createStaffAccount("sales");
  await signIn(page, admin);
  await page.goto("/admin/staff");

  const salesRow = page.getByRole("row").filter({ hasText: sales.email });
  await expect(salesRow).toContainText("never signed in");
  await expect(page.getByRole("row").filter({ hasText: admin.email })).toContainText(
    "last signed in",
  );

  const newName = `Ahmad ${family()}`;
  const nameField = page.getByLabel(`Name of ${sales.email}`);
  await nameField.fill(newName);
  await page.getByRole("button", { name: `Rename ${sales.email}` }).click();
  await expect(page.getByText(`Renamed ${sales.name} to ${newName}.`)).toBeVisible();
  await expect(nameField).toHaveValue(newName);
  await nameField.fill("   ");
  await page.getByRole("button", { name: `Rename ${sales.email}` }).click();
  await expect(page.getByText("Enter a name.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/admin/audit?action=staff.rename&from=${malaysiaToday()}`);
  await expect(page.getByText(`${admin.name} renamed ${sales.name} to ${newName}`)).toBeVisible();
});

test("the new-account form's fields sit side by side without overlapping on a 1280-px desk", async ({
  page,
}) => {
  await signIn(page, createStaffAccount("admin"));
  await page.goto("/admin/staff");
  const form = page.getByRole("region", { name: "New account" });
  const boxes = [];
  for (const label of ["Name", "Email", "Role", "First password"]) {
    // A select's label text includes its options', so controls by role and name.
    const control =
      label === "Role"
        ? form.getByRole("combobox", { name: label, exact: true })
        : form.getByLabel(label, { exact: true });
    const box = await control.boundingBox();
    expect(box, label).not.toBeNull();
    boxes.push(box!);
  }
  for (let i = 1; i < boxes.length; i++) {
    const [left, right] = [boxes[i - 1]!, boxes[i]!];
    const sameRow = Math.abs(left.y - right.y) < 4;
    expect(sameRow ? left.x + left.width <= right.x : left.y + left.height <= right.y).toBe(true);
  }
  await expectNoAxeViolations(page);
});

test("a new lead is queued as an email to its owner, or to the admins when nobody owns it, unless they opted out", async ({
  page,
  request,
}) => {
  const admin = createStaffAccount("admin");
  await signIn(page, admin);
  await page.goto("/admin/account");
  const alerts = page.getByRole("checkbox", { name: /Email me when a new lead/ });
  await expect(alerts).toBeChecked();
  await alerts.uncheck();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved: no new-lead emails for you.")).toBeVisible();
  await expect(alerts).not.toBeChecked();
  await expectNoAxeViolations(page);

  const id = await registerBuyer(request, `Alert ${family()}`);
  const queued = query<{ payload: string; status: string }>(
    "select payload, status from outbox where registration_id = ? and topic = 'lead_alert'",
    id,
  ).map((row) => ({ ...row, alert: JSON.parse(row.payload) as Record<string, string> }));
  const owner = query<{ owner_id: string | null }>(
    "select owner_id from registrations where id = ?",
    id,
  )[0]?.owner_id;
  expect(queued.length).toBeGreaterThan(0);
  expect(queued.every((q) => q.status === "pending" && q.alert.leadId === id)).toBe(true);
  if (owner) {
    expect(queued.map((q) => [q.alert.staffId, q.alert.as])).toEqual([[owner, "owner"]]);
  } else {
    expect(queued.every((q) => q.alert.as === "admin")).toBe(true);
  }
  expect(queued.map((q) => q.alert.staffId)).not.toContain(staffId(admin.email));
  // Turned back on, for the next run's admins' sake nothing else changes.
  await alerts.check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved: you will be emailed")).toBeVisible();
});
