import Database from "better-sqlite3";
import { fillRegistration } from "./registration-fill";
import { latestRegistrationByEmail, uniqueBuyer } from "./lead-store";
import { salesNoticeText } from "./notice-store";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { withoutPageScripts } from "./without-scripts";

/** Sets a unit's status as the launch desk would (the public pages follow within a minute). */
function setUnitStatus(unit: string, status: string): string {
  const db = new Database("data/e2e.db", { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const before = db.prepare("select status from units where id = ?").get(unit) as {
      status: string;
    };
    db.prepare("update units set status = ?, updated_by = 'system:e2e' where id = ?").run(
      status,
      unit,
    );
    return before.status;
  } finally {
    db.close();
  }
}

test.describe("without JavaScript, 'Register for this unit'", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the unit on the form and the registration stores it for the sales notice", async ({
    page,
  }) => {
    await page.goto("/availability/A-20-02");
    await page
      .getByTestId("unit-details")
      .getByRole("link", { name: "Register for this unit" })
      .click();
    // The address ads and mails use too: kept as it was.
    await expect(page).toHaveURL(/\/register\?unit=A-20-02&type=C1A$/);
    await expect(page.getByText("You are registering for unit A-20-02 (type C1A)")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "C1A" })).toBeChecked();
    await expect(page.locator("input[type=hidden][name=unit]")).toHaveValue("A-20-02");

    const buyer = uniqueBuyer();
    await fillRegistration(page, buyer, { salutation: "Mr", name: "Lim Wei Jie" });
    await page.locator("form button[type=submit]").click();
    await expect(page).toHaveURL(/\/register\/thank-you$/);
    const stored = latestRegistrationByEmail(buyer.email);
    expect(stored).toMatchObject({ unit_id: "A-20-02", unit_types: "C1A", source: "web" });
    expect((await salesNoticeText(stored?.id ?? "")).split("\n")).toEqual(
      expect.arrayContaining(["Unit types: C1A", "Unit: A-20-02 (registered from its page)"]),
    );
  });

  test("keeps the unit in Chinese through an answer with errors, and in the language switch", async ({
    page,
  }) => {
    await page.goto("/zh/availability/A-20-02");
    await page.getByTestId("unit-details").getByRole("link", { name: "登记此单位" }).click();
    await expect(page).toHaveURL(/\/zh\/register\?unit=A-20-02&type=C1A$/);
    await expect(page.getByText("您正在登记单位 A-20-02（户型 C1A）")).toBeVisible();

    // The language menu (a disclosure without scripts) keeps the unit in the other languages.
    await expect(page.locator("details a[hreflang=ms]")).toHaveAttribute(
      "href",
      "/ms/register?unit=A-20-02&type=C1A",
    );

    const buyer = uniqueBuyer();
    await fillRegistration(
      page,
      { ...buyer, email: "wrong@" },
      { salutation: "先生", name: "Lim Wei Jie", channel: "网站" },
    );
    await page.locator("form button[type=submit]").click();
    await expect(page.locator("#email-error")).toContainText("电邮");
    await expect(page).toHaveURL(/\/zh\/register\?unit=A-20-02&type=C1A$/);
    await expect(page.getByText("您正在登记单位 A-20-02（户型 C1A）")).toBeVisible();

    await page.locator("#email").fill(buyer.email);
    await page.locator("form button[type=submit]").click();
    await expect(page).toHaveURL(/\/zh\/register\/thank-you$/);
    expect(latestRegistrationByEmail(buyer.email)).toMatchObject({
      unit_id: "A-20-02",
      unit_types: "C1A",
      locale: "zh",
    });
  });

  test("a plan's link ticks its type, with no unit", async ({ page }) => {
    await page.goto("/ms/register?unit=d5");
    await expect(page.getByRole("checkbox", { name: "D5" })).toBeChecked();
    await expect(page.locator("input[name=unit]")).toHaveCount(0);
  });
});

test("an unknown unit's link answers with a page that says so, in the buyer's language", async ({
  page,
}) => {
  await withoutPageScripts(page);
  const response = await page.goto("/zh/register?unit=A-99-99&type=C1A");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("找不到该单位");
  await expect(page).toHaveTitle(/^找不到该单位/);
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", /noindex/);
  await expect(page.locator("form button[type=submit]")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "查看可售单位" })).toHaveAttribute(
    "href",
    "/zh/availability",
  );
  await expect(page.getByRole("link", { name: "登记意向" }).last()).toHaveAttribute(
    "href",
    "/zh/register",
  );
  await expectNoAxeViolations(page);
});

test("a sold unit's link says it is sold and registers interest in its type, not the unit", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await withoutPageScripts(page);
  const unit = "B-15-03";
  const before = setUnitStatus(unit, "sold");
  try {
    // The public pages read the inventory from a cache that follows the database within a minute.
    await expect
      .poll(
        async () => {
          await page.goto(`/register?unit=${unit}`);
          return page.getByTestId("unit-closed").count();
        },
        { timeout: 90_000, intervals: [5_000] },
      )
      .toBe(1);
    await expect(page.getByTestId("unit-closed")).toContainText(`Unit ${unit} is sold already.`);
    await expect(page.locator("input[name=unit]")).toHaveCount(0);
    await expect(page.getByText("You are registering for unit")).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    setUnitStatus(unit, before);
  }
});

test("the form without a unit stays prerendered, and the internal route is no page of its own", async ({
  request,
}) => {
  const plain = await request.get("/register?utm_source=facebook");
  expect(plain.headers()["x-nextjs-cache"] ?? plain.headers()["x-nextjs-prerender"]).toBeTruthy();
  const forUnit = await request.get("/register?unit=A-20-02&type=C1A");
  expect(forUnit.status()).toBe(200);
  expect(await forUnit.text()).toContain('name="unit" value="A-20-02"');

  const internal = await request.get("/zh/register/unit?unit=A-20-02", { maxRedirects: 0 });
  expect(internal.status()).toBe(308);
  expect(internal.headers().location).toMatch(/\/zh\/register\?unit=A-20-02$/);
});
