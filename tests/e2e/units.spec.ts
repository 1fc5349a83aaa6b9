import Database from "better-sqlite3";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn, type StaffCredentials } from "./staff";

// Bulk status changes and imports are an admin's (the launch console gives units to buyers).
let admin: StaffCredentials;

test.beforeAll(() => {
  admin = createStaffAccount("admin");
});

/** The stacking chart's cell of one unit: what a screen reader hears names the unit, then its status. */
const chartCell = (page: import("@playwright/test").Page, unit: string) =>
  page.getByRole("cell", { name: new RegExp(`^${unit}, `) });

test("an admin keeps a unit back and /availability shows it reserved within 60 s", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, admin);
  await page.goto("/admin/units?status=available");
  const box = page.locator('input[name="ids"]').first();
  const unit = await box.getAttribute("value");
  expect(unit).toMatch(/^[AB]-\d{2}-\d{2}$/);

  await page.goto("/availability");
  await expect(chartCell(page, unit!)).toHaveText(/: Available$/);
  const before = await page.getByTestId("availability-summary").textContent();

  await page.goto("/admin/units?status=available");
  await page.getByLabel(`Select ${unit}`).check();
  await page.getByLabel("Mark ticked units").selectOption("reserved");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("1 unit marked reserved.")).toBeVisible();

  // Another instance would follow by time alone (30 s data + 30 s page); poll by reloading.
  await expect
    .poll(
      async () => {
        await page.goto("/availability");
        return chartCell(page, unit!).textContent();
      },
      { timeout: 65_000, intervals: [1_000, 5_000] },
    )
    .toMatch(/: Reserved$/);
  await expect(page.getByTestId("availability-summary")).not.toHaveText(before ?? "");
});

test("staff tick every unit a filter shows with one box and change them together", async ({
  page,
}) => {
  // A floor of tower B with two or more suites still available, below the top floor that the
  // other-instance test takes from (the test database keeps earlier runs' changes).
  const db = new Database("data/e2e.db", { readonly: true });
  const floor = (
    db
      .prepare(
        "select floor from units where tower = 'B' and status = 'available' and floor < 28 group by floor having count(*) > 1 order by floor limit 1",
      )
      .get() as { floor: number }
  ).floor;
  db.close();
  const filtered = `/admin/units?tower=B&floor=${floor}&status=available`;
  await signIn(page, admin);
  await page.goto(filtered);
  const rows = page.locator('input[name="ids"]');
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  const all = page.getByLabel("Select every unit shown");

  await all.check();
  for (const row of await rows.all()) await expect(row).toBeChecked();
  await rows.first().uncheck();
  // One left out: the header box says "some", neither ticked nor clear.
  expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
  await rows.first().check();
  await expect(all).toBeChecked();

  await page.getByLabel("Mark ticked units").selectOption("reserved");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${count} units marked reserved.`)).toBeVisible();
  await page.goto(filtered);
  await expect(rows).toHaveCount(0);
});

test("a change the server did not make itself (another instance's) shows by time alone within 60 s", async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Written straight into the database, as another instance's desk would: no tag is expired here.
  const db = new Database("data/e2e.db", { fileMustExist: true });
  let unit: string;
  try {
    const row = db
      .prepare(
        "select id from units where status = 'available' order by tower desc, floor desc limit 1",
      )
      .get() as { id: string };
    unit = row.id;
    await page.goto("/availability");
    await expect(chartCell(page, unit)).toHaveText(/: Available$/);
    db.prepare("update units set status = 'reserved' where id = ?").run(unit);
  } finally {
    db.close();
  }
  const changedAt = Date.now();
  await expect
    .poll(
      async () => {
        await page.goto("/availability");
        return chartCell(page, unit).textContent();
      },
      { timeout: 65_000, intervals: [5_000] },
    )
    .toMatch(/: Reserved$/);
  expect(Date.now() - changedAt).toBeLessThan(65_000);
});

test("a CSV import with a bad row names its line and column and changes nothing", async ({
  page,
}) => {
  await signIn(page, admin);
  const exported = await (await page.request.get("/admin/units/export?tower=B&floor=6")).text();
  const lines = exported.split("\r\n");
  expect(lines[0]).toContain("unit,tower,floor,type,built_up_sqft,list_price,status");
  // Line 2 is a valid change, line 3 a status that does not exist: neither may be applied.
  const edited = lines.map((line, index) => {
    if (index === 1)
      return line.replace(/,[a-z]+$/, line.endsWith(",reserved") ? ",available" : ",reserved");
    if (index === 2) return line.replace(/,[a-z]+$/, ",gone");
    return line;
  });
  await page.goto("/admin/units?tower=B&floor=6");
  await page.getByLabel("CSV file").setInputFiles({
    name: "units.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(edited.join("\r\n")),
  });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Nothing was imported: 1 problem to fix first.")).toBeVisible();
  const problem = page
    .getByRole("table", { name: "Problems in the imported file" })
    .getByRole("row")
    .nth(1);
  await expect(problem).toContainText("3");
  await expect(problem).toContainText("status");
  await expect(problem).toContainText('"gone" is not a status');
  await expectNoAxeViolations(page);
  const after = await (await page.request.get("/admin/units/export?tower=B&floor=6")).text();
  expect(after).toBe(exported);
});

test("/availability shows the balance per type and the chart, and passes axe", async ({
  visit,
}) => {
  const page = await visit("/availability");
  await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Balance by type" }).getByRole("row")).toHaveCount(
    23,
  );
  await expect(page.getByRole("table", { name: /^Tower A:/ }).locator("tbody tr")).toHaveCount(36);
  await expect(page.getByRole("table", { name: /^Tower B:/ }).locator("tbody tr")).toHaveCount(23);
  await expect(page.getByTestId("availability-summary")).toHaveText(
    /^\d+ of 688 suites available$/,
  );
  // Each cell is a link to its unit that shows its status's letter (drawn by CSS, silent for
  // screen readers) and names the unit, its type and its status for them, the words hidden.
  const cell = page
    .getByRole("table", { name: /^Tower A:/ })
    .locator("td[data-s]")
    .first();
  const letter = await cell.locator("a").evaluate((a) => getComputedStyle(a, "::before").content);
  expect(letter).toMatch(/^"[ARBS]" \/ ""$/);
  await expect(cell).toHaveAccessibleName(
    /^A-\d{2}-\d{2}, type [A-D]\w*: (Available|Reserved|Booked|Sold)$/,
  );
  expect(await cell.locator("span").boundingBox()).toMatchObject({ width: 1, height: 1 });
});

test("the Chinese availability page reads in Chinese and passes axe", async ({ visit }) => {
  const page = await visit("/zh/availability");
  await expect(page.getByRole("heading", { level: 1, name: "可售单位" })).toBeVisible();
  await expect(page.getByTestId("availability-summary")).toHaveText(
    /^688 个单位中尚有 \d+ 个可售$/,
  );
  await expect(page.getByRole("table", { name: "各户型剩余单位" })).toBeVisible();
  const cell = page.getByRole("table", { name: /^A 座/ }).locator("td[data-s] a").first();
  const letter = await cell.evaluate((a) => getComputedStyle(a, "::before").content);
  expect(letter).toMatch(/^"[可留订售]" \/ ""$/);
});

test("a unit type page shows its price from and the suites available", async ({ visit }) => {
  const page = await visit("/layout/B3");
  await expect(page.getByTestId("type-from-price")).toHaveText(/^From RM \d{3},\d{3}$/);
  await expect(page.getByTestId("type-available")).toHaveText(
    /of 36 suites available|None of the 36/,
  );
});
