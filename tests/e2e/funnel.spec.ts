import type { APIRequestContext, Page } from "@playwright/test";
import { fillRegistration, submitRegistration } from "./registration-fill";
import { latestRegistrationByEmail, uniqueBuyer } from "./lead-store";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { LIGHTBOX_LOAD, galleryEnhanced } from "./gallery";

interface ApiUnit {
  id: string;
  type: string;
  status: string;
  price: number;
}

const units = async (request: APIRequestContext): Promise<ApiUnit[]> =>
  (await request.get("/api/units")).json();

const ringgit = (amount: number) => `RM ${amount.toLocaleString("en-MY")}`;

/**
 * "From RM 398,000 · 12 left" must be read from the inventory: the price one of the listed
 * prices of those types, the count no more than their suites. (The pages are cached for up to a
 * minute while other tests hold units, so the exact figure may trail the database.)
 */
function expectFromInventory(line: string, inventory: ApiUnit[], types: string[]) {
  const match = /^From RM ([\d,]+) · (\d+) left$/.exec(line.trim());
  expect(match, line).not.toBeNull();
  const members = inventory.filter((unit) => types.includes(unit.type));
  expect(members.map((unit) => ringgit(unit.price))).toContain(`RM ${match?.[1]}`);
  expect(Number(match?.[2])).toBeLessThanOrEqual(members.length);
}

const hrefs = (page: Page, selector: string) =>
  page.locator(`${selector} a`).evaluateAll((links) => links.map((a) => a.getAttribute("href")));

test("the home page leads to a visit, prices, the brochure, the gallery and the location", async ({
  visit,
  request,
}) => {
  const page = await visit("/");
  expect(await hrefs(page, "[data-testid=next-steps]")).toEqual([
    "/book",
    "/availability",
    "/brochure/en.pdf",
    "/gallery",
    "/location",
  ]);
  const prices = page
    .getByTestId("next-steps")
    .getByRole("link", { name: /Prices & availability/ });
  const line = (await prices.locator("span").nth(1).textContent()) ?? "";
  expectFromInventory(line, await units(request), [
    ...new Set((await units(request)).map((u) => u.type)),
  ]);
  const zh = await visit("/zh");
  expect(await hrefs(zh, "[data-testid=next-steps]")).toEqual([
    "/zh/book",
    "/zh/availability",
    "/brochure/zh.pdf",
    "/zh/gallery",
    "/zh/location",
  ]);
});

test("after registering, a buyer can book a visit, take the brochure, see prices or chat", async ({
  visit,
}) => {
  const page = await visit("/ms/register/thank-you");
  const steps = page.getByTestId("thanks-next-steps");
  await expect(steps.getByRole("link", { name: "Tempah lawatan" })).toHaveAttribute(
    "href",
    "/ms/book",
  );
  await expect(steps.getByRole("link", { name: /Muat turun brosur/ })).toHaveAttribute(
    "href",
    "/brochure/ms.pdf",
  );
  await expect(steps.getByRole("link", { name: "Harga & unit tersedia" })).toHaveAttribute(
    "href",
    "/ms/availability",
  );
  await expect(steps.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    "/go/whatsapp?from=/ms/register/thank-you",
  );
  // In Malay still: the thank-you page left the language cookie.
  const developer = await visit("/ms/developer");
  await expect(
    developer
      .locator("section[aria-labelledby=gallery-title]")
      .getByRole("link", { name: "Tempah lawatan" }),
  ).toHaveAttribute("href", "/ms/book");
});

test("the landing page, the layout list and the comparison show prices from the inventory", async ({
  visit,
  request,
}) => {
  const inventory = await units(request);
  const landing = await visit("/landing");
  const lines = await landing.getByTestId("category-price").allTextContents();
  expect(lines).toHaveLength(4);
  for (const [index, letter] of ["A", "B", "C", "D"].entries())
    expectFromInventory(
      lines[index] ?? "",
      inventory,
      inventory.filter((u) => u.type.startsWith(letter)).map((u) => u.type),
    );
  const layout = await visit("/layout?compare=C1A,D5");
  const c1a =
    (await layout.locator("[data-unit=C1A] [data-testid=type-price]").textContent()) ?? "";
  expectFromInventory(c1a, inventory, ["C1A"]);
  const table = layout.getByTestId("compare-table");
  await expect(table.getByRole("row", { name: /Prices & availability/ })).toContainText(c1a);
});

test("a cell of the stacking chart opens its unit: type, size, facing, price, status, next steps", async ({
  page,
  request,
}) => {
  // Not `visit`: axe over the chart's 700 cells takes 8 s on a quiet machine, and units.spec.ts
  // already checks /availability and /zh/availability. The unit's page is checked below.
  await page.goto("/availability");
  const chart = page.locator(".stacking-chart").first();
  await expect(chart.getByRole("columnheader", { name: "Position 2, type C1A" })).toBeVisible();
  await expect(chart.getByRole("columnheader", { name: "North-facing" })).toBeVisible();
  const cell = chart.getByRole("link", { name: /^A-20-02, type C1A/ });
  await cell.click();
  await expect(page).toHaveURL(/\/availability\/A-20-02$/);
  const details = page.getByTestId("unit-details");
  await expect(details.getByRole("heading", { level: 1 })).toHaveText("Suite A-20-02");
  const unit = (await units(request)).find((u) => u.id === "A-20-02");
  await expect(details).toContainText("C1A");
  await expect(details).toContainText("732 sq ft");
  await expect(details).toContainText("North, over the landscaped podium");
  await expect(details).toContainText(ringgit(unit?.price ?? 0));
  await expect(details.getByTestId("unit-status")).toBeVisible();
  await expect(details.getByRole("link", { name: "Book a visit" })).toHaveAttribute(
    "href",
    "/book",
  );
  await expectNoAxeViolations(page);
  expect((await request.get("/availability/A-99-99")).status()).toBe(404);
  expect((await request.get("/availability/%3Cscript%3E")).status()).toBe(404);
});

test("'Register for this unit' registers the unit, not only its type", async ({ page }) => {
  await page.clock.install();
  await page.goto("/availability/A-20-02");
  await page
    .getByTestId("unit-details")
    .getByRole("link", { name: "Register for this unit" })
    .click();
  await expect(page).toHaveURL(/\/register\?unit=A-20-02&type=C1A$/);
  await expect(
    page.getByText("You are registering for unit A-20-02 (type C1A)", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "C1A" })).toBeChecked();
  const buyer = uniqueBuyer();
  await fillRegistration(page, buyer, { salutation: "Mr", name: "Lim Wei Jie" });
  await submitRegistration(page);
  expect(latestRegistrationByEmail(buyer.email)).toMatchObject({
    unit_id: "A-20-02",
    unit_types: "C1A",
  });
});

test("without JavaScript a chart cell is still a link to its unit", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/zh/availability");
  await page
    .locator(".stacking-chart")
    .first()
    .getByRole("link", { name: /^A-12-05，/ })
    .click();
  await expect(page).toHaveURL(/\/zh\/availability\/A-12-05$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A-12-05 单位");
  await expect(page.getByRole("link", { name: "预约参观" }).last()).toHaveAttribute(
    "href",
    "/zh/book",
  );
  await context.close();
});

test("the language switch keeps the layout filters", async ({ visit }) => {
  const page = await visit("/layout?category=D&bedrooms=3");
  await page.getByRole("button", { name: /Language/ }).click();
  await expect(page.getByRole("link", { name: "简体中文" })).toHaveAttribute(
    "href",
    "/zh/layout?category=D&bedrooms=3",
  );
});

test("the gallery's lightbox counts its pictures and keeps Tab inside", async ({ visit }) => {
  const page = await visit("/gallery");
  await galleryEnhanced(page);
  await page.locator("#gallery-grid a[data-gallery-slug]").first().click();
  const viewer = page.getByRole("dialog", { name: "Picture viewer" });
  await expect(viewer).toBeVisible(LIGHTBOX_LOAD);
  await expect(page.locator(".yarl__counter")).toHaveText(/^1 \/ 16$/);
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press(press % 3 === 2 ? "Shift+Tab" : "Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest(".yarl__portal"))).toBe(
      true,
    );
  }
});
