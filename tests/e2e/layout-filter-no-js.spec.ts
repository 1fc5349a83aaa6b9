import { expect, expectNoAxeViolations, test } from "./fixtures";
import { withoutPageScripts } from "./without-scripts";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the layout filter has a button and the server answers with the list filtered", async ({
    page,
  }) => {
    await page.goto("/zh/layout");
    const filters = page.getByRole("form", { name: "筛选户型" });
    // Comparing needs scripts: not offered without them.
    await expect(page.getByRole("checkbox", { name: /比较/ })).toHaveCount(0);
    await filters.getByText(/^D · /).click();
    await filters.getByLabel("卧室").selectOption("3");
    await filters.getByRole("button", { name: "查看户型" }).click();

    await expect(page).toHaveURL(/\/zh\/layout\?category=D&size=&bedrooms=3$/);
    await expect(page.getByTestId("layout-count")).toHaveText("共 22 种户型，显示 5 种");
    await expect(page.locator("[data-unit]")).toHaveCount(5);
    await expect(page.locator("[data-unit=D5]")).toBeVisible();
    await expect(page.locator("[data-unit=A1]")).toHaveCount(0);
    // The form shows what was chosen, and the page names /layout as its address.
    await expect(filters.getByRole("radio", { name: /^D · / })).toBeChecked();
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/zh\/layout$/);
    // …and its title, the list's own, with its figures filled in.
    await expect(page).toHaveTitle(/^户型平面图：共 22 种户型/);

    await page.getByRole("link", { name: "清除筛选" }).click();
    await expect(page).toHaveURL(/\/zh\/layout$/);
    await expect(page.locator("[data-unit]")).toHaveCount(22);
  });
});

test("the filter form as shown without scripts passes axe", async ({ page }) => {
  await withoutPageScripts(page);
  await page.goto("/ms/layout?category=B");
  await expect(page.getByRole("button", { name: "Papar jenis unit" })).toBeVisible();
  await expect(page.locator("[data-unit]")).toHaveCount(5);
  await expectNoAxeViolations(page);
});

test("a filtered link is rendered filtered before any script runs, and the plain list stays static", async ({
  request,
}) => {
  const filtered = await request.get("/layout?category=A");
  expect(filtered.status()).toBe(200);
  const html = await filtered.text();
  expect(html).toContain('data-unit="A1"');
  expect(html).not.toContain('data-unit="B1"');

  const plain = await request.get("/layout");
  expect(await plain.text()).toContain('data-unit="D9"');
  // Prerendered: Next.js answers it from its cache.
  expect(plain.headers()["x-nextjs-cache"] ?? plain.headers()["x-nextjs-prerender"]).toBeTruthy();

  const internal = await request.get("/layout/filtered?category=A", { maxRedirects: 0 });
  expect(internal.status()).toBe(308);
  expect(internal.headers().location).toMatch(/\/layout\?category=A$/);
});

test.describe("without JavaScript, the language switch", () => {
  test.use({ javaScriptEnabled: false });

  test("keeps a filtered list filtered in the other language, and back", async ({ page }) => {
    await page.goto("/layout?category=D&bedrooms=3");
    await expect(page.locator("[data-unit]")).toHaveCount(5);
    const languages = page.locator("details:has(a[hreflang]) > summary");
    await languages.click();
    await page.locator("details").getByRole("link", { name: "简体中文" }).click();
    await expect(page).toHaveURL(/\/zh\/layout\?category=D&bedrooms=3$/);
    await expect(page.getByTestId("layout-count")).toHaveText("共 22 种户型，显示 5 种");
    await expect(page.locator("[data-unit]")).toHaveCount(5);

    await languages.click();
    await page.locator("details").getByRole("link", { name: "Bahasa Melayu" }).click();
    await expect(page).toHaveURL(/\/ms\/layout\?category=D&bedrooms=3$/);
    await expect(page.locator("[data-unit]")).toHaveCount(5);
  });
});

test("the links are in the filtered page's own HTML, and the plain list's stay plain", async ({
  request,
}) => {
  // In the disclosure itself, not streamed into a hidden part that only a script would swap in.
  const filtered = await (await request.get("/zh/layout?category=D&bedrooms=3")).text();
  const menu = /<details class="js:hidden">[\s\S]*?<\/details>/.exec(filtered)?.[0] ?? "";
  expect(menu).toContain('href="/en/layout?category=D&amp;bedrooms=3"');
  expect(menu).toContain('href="/ms/layout?category=D&amp;bedrooms=3"');

  const plain = await request.get("/zh/layout");
  expect(plain.headers()["x-nextjs-cache"] ?? plain.headers()["x-nextjs-prerender"]).toBeTruthy();
  const plainMenu =
    /<details class="js:hidden">[\s\S]*?<\/details>/.exec(await plain.text())?.[0] ?? "";
  expect(plainMenu).toContain('href="/ms/layout"');
});
