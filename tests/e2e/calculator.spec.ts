import { foreignOwnership } from "@/content/calculator/foreign-ownership";
import { lettingProgramme } from "@/content/calculator/letting-programme";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { withoutPageScripts } from "./without-scripts";

// Hand-worked in lib/calculator/*.test.ts: RM 598,000 less 10% = RM 538,200 at 4.2% (0.0035 a
// month) over 420 months: 1,883.70 × 4.338087083546 / 3.338087083546 = RM 2,448.01 a month.
// Cash up front for a citizen: 59,800 + 11,940 + 2,695 + 7,808.40 + 7,162.56 = RM 89,405.96.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is sent as a GET and the server computes the instalment and costs", async ({
    page,
  }) => {
    await page.goto("/calculator");
    await page.getByLabel("Price (RM)").fill("598,000");
    await page.getByLabel("Down payment (%)").fill("10");
    await page.getByLabel("Interest rate (% a year)").fill("4.2");
    await page.getByLabel("Tenure (years)").fill("35");
    await page.getByRole("button", { name: "Calculate" }).first().click();

    await expect(page).toHaveURL(/\/calculator\?.*price=598%2C000.*&rate=4.2&years=35/);
    await expect(page.getByTestId("monthly")).toHaveText("RM 2,448.01");
    await expect(page.getByTestId("upfront-results")).toContainText("RM 89,405.96");
    await expect(page.getByLabel("Price (RM)")).toHaveValue("598,000");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/calculator$/);
  });
});

test("with JavaScript the results follow the price as it is typed, and the URL can be shared", async ({
  visit,
}) => {
  const page = await visit("/calculator");
  // Live: the Calculate button is for browsers without scripts.
  await expect(page.getByRole("button", { name: "Calculate" })).toHaveCount(0);
  const monthly = page.getByTestId("monthly");
  // The default is the lowest advertised price, RM 398,000: 358,200 financed → RM 1,629.27.
  await expect(monthly).toHaveText("RM 1,629.27");
  // The display face's figures line up (old-style ones made "1,629" read "I,629").
  await expect(monthly).toHaveCSS("font-variant-numeric", "lining-nums tabular-nums");

  await page.getByLabel("Price (RM)").fill("598000");
  await expect(monthly).toHaveText("RM 2,448.01");
  await expect(page.locator("form [role=status]")).toContainText("Monthly instalment RM 2,448.01");
  await expect(page).toHaveURL(/\/calculator\?price=598000&down=10&rate=4.2&years=35/);

  // A foreign buyer pays a flat 4% on the transfer: 598,000 × 4% = RM 23,920.
  await page.getByLabel("Foreign buyer").check();
  await expect(page.getByTestId("upfront-results")).toContainText("RM 23,920.00");
  await expect(page).toHaveURL(/buyer=foreign/);
  await page.getByLabel("Malaysian citizen or permanent resident").check();

  // The shared link opens on the same figures, rendered by the server.
  await page.reload();
  await expect(page.getByTestId("monthly")).toHaveText("RM 2,448.01");
  await expect(page.getByTestId("upfront-results")).toContainText("RM 89,405.96");
});

test("bad figures get messages in Malay, never a 500, and only their results wait", async ({
  visit,
}) => {
  const page = await visit("/ms/calculator?price=0&rate=abc");
  await expect(
    page.getByText("Masukkan angka antara RM 50,000 dengan RM 20,000,000."),
  ).toBeVisible();
  await expect(page.getByText("Masukkan nombor, contohnya 4.2.")).toBeVisible();
  await expect(page.getByLabel("Kadar faedah (% setahun)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("loan-results")).toContainText(
    "Betulkan angka yang ditanda untuk melihat anggaran ini.",
  );

  // Corrected in the browser, the estimate comes back at once.
  await page.getByLabel("Harga (RM)").fill("598000");
  await page.getByLabel("Kadar faedah (% setahun)").fill("4.2");
  await expect(page.getByTestId("monthly")).toHaveText("RM 2,448.01");
  await expect(page.getByText("Masukkan nombor, contohnya 4.2.")).toHaveCount(0);
});

test("a unit type's link prefills its price and size; the Chinese page passes axe", async ({
  visit,
}) => {
  const page = await visit("/zh/calculator?price=598000&type=b2");
  await expect(page.getByText("已按 B2 户型预先填写。")).toBeVisible();
  await expect(page.getByTestId("monthly")).toHaveText("RM 2,448.01");
  await visit("/zh/calculator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("一间套房的成本与收益");
});

test("the error state as shown without scripts passes axe", async ({ page }) => {
  await withoutPageScripts(page);
  await page.goto("/calculator?price=0&rate=abc&buyer=foreign");
  await expect(page.getByRole("button", { name: "Calculate" }).first()).toBeVisible();
  await expect(page.getByText("2 figures need a look.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("/calculator is prerendered; the computed route is not a page of its own", async ({
  request,
}) => {
  const plain = await request.get("/calculator");
  expect(plain.status()).toBe(200);
  expect(plain.headers()["x-nextjs-cache"] ?? plain.headers()["x-nextjs-prerender"]).toBeTruthy();

  const computed = await request.get("/calculator?price=598000");
  expect(computed.status()).toBe(200);
  expect(await computed.text()).toContain("RM 2,448.01");

  const internal = await request.get("/ms/calculator/computed?price=1", { maxRedirects: 0 });
  expect(internal.status()).toBe(308);
  expect(internal.headers().location).toMatch(/\/ms\/calculator\?price=1$/);
});

test("a computed calculator's language links keep its figures; the plain page's stay plain", async ({
  request,
}) => {
  // In the disclosure shown without scripts: a visitor switching language keeps their figures.
  const menuOf = async (path: string) =>
    /<details class="js:hidden">[\s\S]*?<\/details>/.exec(
      await (await request.get(path)).text(),
    )?.[0] ?? "";
  const computed = await menuOf("/ms/calculator?price=598000&down=20");
  expect(computed).toContain('href="/zh/calculator?price=598000&amp;down=20"');
  expect(computed).toContain('href="/en/calculator?price=598000&amp;down=20"');
  expect(await menuOf("/ms/calculator")).toContain('href="/zh/calculator"');
});

test("the rental estimate starts from the letting programme's terms, beside its assumptions and its own disclaimer; a foreign buyer reads of consent and Selangor's minimum", async ({
  visit,
}) => {
  const page = await visit("/calculator?buyer=foreign");
  const share = String(lettingProgramme.operatorSharePercent);
  await expect(page.getByLabel("Operator's share of the rent (%)")).toHaveValue(share);
  await expect(page.getByLabel("Occupancy (%)")).toHaveValue(
    String(lettingProgramme.occupancyPercent),
  );
  await expect(page.getByTestId("rental-assumptions")).toContainText(
    `the operator keeps ${share}% of the rent`,
  );
  await expect(page.getByTestId("rental-results")).toContainText(
    "Rents, occupancy and charges are assumptions, not a projection or a guaranteed return.",
  );
  const note = page.getByTestId("foreign-buyer-note");
  const minimum = foreignOwnership.minimumPrice.commercial.toLocaleString("en-MY");
  await expect(note).toContainText(`RM ${minimum} for commercial property`);
  await expect(note).toContainText("is below it: consent is unlikely at this price.");
  await expect(page.getByTestId("commercial-title")).toContainText("LPPSA");
});
