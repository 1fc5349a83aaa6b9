import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";
import { createStaffAccount, runAddress, runName, signIn, type StaffCredentials } from "./staff";

let admin: StaffCredentials;
let sales: StaffCredentials;

test.beforeAll(() => {
  admin = createStaffAccount("admin");
  sales = createStaffAccount("sales");
});

/** A buyer registered as the public API takes them; returns their lead's id. */
async function registerBuyer(page: Page, first: string): Promise<string> {
  const response = await page.request.post("/api/registrations", {
    headers: { "x-forwarded-for": runAddress },
    data: {
      salutationId: 1,
      name: runName(first),
      ...uniqueBuyer(),
      address: "",
      channel: "website",
      consentPersonalData: true,
      consentTerms: true,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** An available unit of tower A no other test is likely to take (high floors, run-random). */
function freeUnit(): string {
  const db = new Database("data/e2e.db", { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare("select id from units where status = 'available' and tower = 'A' and floor > 30")
      .all() as { id: string }[];
    return rows[Math.floor(Math.random() * rows.length)]!.id;
  } finally {
    db.close();
  }
}

const unitStatus = (id: string) => {
  const db = new Database("data/e2e.db", { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select status from units where id = ?").get(id) as { status: string })
      .status;
  } finally {
    db.close();
  }
};

test("a salesperson holds and books a unit for a buyer; an admin approves and records the SPA", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const lead = await registerBuyer(page, "Aisyah");
  const unit = freeUnit();

  await signIn(page, sales);
  await page.goto(`/admin/leads/${lead}`);
  await page.getByRole("link", { name: "Hold a unit for this buyer" }).click();
  const holdForm = page.getByRole("form", { name: "Hold a unit" });
  await expect(holdForm.getByLabel("Buyer (ballot reference or lead id)")).toHaveValue(lead);
  await holdForm.getByLabel("Unit", { exact: true }).fill(unit);
  await holdForm.getByRole("button", { name: "Hold", exact: true }).click();
  await expect(page.locator("main").getByRole("status")).toContainText(`${unit} held until`);
  expect(unitStatus(unit)).toBe("held");
  const card = page.getByRole("listitem").filter({ hasText: unit });
  await expect(card).toContainText(runName("Aisyah"));
  await expectNoAxeViolations(page);

  // Someone else's hold on the same unit is refused with a reason, and nothing changes.
  await holdForm.getByLabel("Buyer (ballot reference or lead id)").fill(lead);
  await holdForm.getByLabel("Unit", { exact: true }).fill(unit);
  await holdForm.getByRole("button", { name: "Hold", exact: true }).click();
  await expect(page.locator("main").getByRole("alert")).toContainText(`${unit} is not available`);

  const book = page.getByRole("form", { name: `Book ${unit}` });
  await book.getByLabel("Fee (RM)").fill("5000");
  await book.getByLabel("Paid by").selectOption("transfer");
  await book.getByRole("button", { name: "Book" }).click();
  await expect(page.locator("main").getByRole("alert")).toContainText(
    "Give the receipt or transaction reference",
  );
  await page
    .getByRole("form", { name: `Book ${unit}` })
    .getByLabel("Receipt or reference")
    .fill("MBB-77120");
  await page
    .getByRole("form", { name: `Book ${unit}` })
    .getByRole("button", { name: "Book" })
    .click();
  await expect(page.locator("main").getByRole("status")).toContainText(
    `Booked ${unit}: awaiting an admin's approval.`,
  );
  expect(unitStatus(unit)).toBe("booked");
  // A salesperson cannot approve.
  await expect(
    page.locator("#approvals").getByRole("listitem").filter({ hasText: unit }),
  ).toContainText("An admin approves or declines it.");

  await page.context().clearCookies();
  await signIn(page, admin);
  await page.goto("/admin/launch#approvals");
  await page
    .locator("#approvals")
    .getByRole("listitem")
    .filter({ hasText: unit })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(page.locator("main").getByRole("status")).toContainText(`Approved ${unit}.`);
  await page
    .getByRole("form", { name: `Record the SPA of ${unit}` })
    .getByRole("button", { name: "Record sale" })
    .click();
  await expect(page.locator("main").getByRole("status")).toContainText(`Sold: ${unit}.`);
  expect(unitStatus(unit)).toBe("sold");
  await expectNoAxeViolations(page);

  await page.goto(`/admin/leads/${lead}`);
  const units = page.getByRole("region", { name: "Units" });
  await expect(units).toContainText(`${unit}`);
  await expect(units).toContainText("Sold");
  await expect(page.getByRole("region", { name: "History and notes" })).toContainText(
    `recorded the sale of ${unit}`,
  );

  await page.goto("/admin/launch/reports");
  await expect(page.getByRole("table", { name: "By unit type" })).toBeVisible();
  await expectNoAxeViolations(page);
  const csv = await (await page.request.get("/admin/launch/reports/export")).text();
  expect(csv.startsWith("\uFEFFunit,type,tower")).toBe(true);
  expect(csv).toContain(`${unit},`);
});

test("a salesperson cannot mark units in bulk, and an admin's bulk change offers only available and reserved", async ({
  page,
}) => {
  await signIn(page, sales);
  await page.goto("/admin/units?status=available");
  await expect(page.getByLabel("Mark ticked units")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "launch console" })).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, admin);
  await page.goto("/admin/units?status=available");
  const options = await page.getByLabel("Mark ticked units").locator("option").allTextContents();
  expect(options).toEqual(["Choose…", "Available", "Reserved"]);
});
