import { expect, test } from "./fixtures";
import { galleryEnhanced, LIGHTBOX_LOAD } from "./gallery";

for (const [path, terms, privacy] of [
  ["/gallery", "Terms and Conditions", "Privacy notice"],
  ["/ms/location", "Terma dan Syarat", "Notis privasi"],
] as const) {
  test(`on a phone the footer of ${path} links the terms and the privacy notice`, async ({
    visit,
  }) => {
    const page = await visit(path);
    const legal = page.locator("footer nav");
    await expect(legal.getByRole("link", { name: terms })).toBeVisible();
    await expect(legal.getByRole("link", { name: privacy })).toBeVisible();
  });
}

test("on a phone the lightbox shows the whole caption on an opaque backdrop", async ({ page }) => {
  // After the page's scripts run: before that the picture opens as its own page.
  await page.goto("/gallery");
  await galleryEnhanced(page);
  // The longest caption of the gallery: the one a one-line title cut short first.
  const captions = await page.locator("#gallery-grid figcaption").allTextContents();
  const longest = captions.reduce((a, b) => (b.length > a.length ? b : a), "");
  await page.locator("#gallery-grid li", { hasText: longest }).locator("a").click();
  await expect(page.getByRole("dialog")).toBeVisible(LIGHTBOX_LOAD);
  // The slide shown (its neighbours wait beside it, each with its own caption).
  const slide = page.locator(".yarl__slide", { hasText: longest });
  const title = slide.locator(".yarl__slide_title");
  await expect(title).toHaveText(longest);
  const fits = await title.evaluate(
    (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
  );
  expect(fits).toBe(true);
  const box = await title.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  const backgrounds = [
    await page.locator(".yarl__container").evaluate((el) => getComputedStyle(el).backgroundColor),
    await slide
      .locator(".yarl__slide_title_container")
      .evaluate((el) => getComputedStyle(el).backgroundColor),
  ];
  // rgb(…) with no alpha: nothing behind shows through.
  for (const colour of backgrounds) expect(colour).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
});

for (const path of ["/layout", "/zh/layout"]) {
  test(`on a phone ${path} lists the 22 types in a few screens, each a compact row`, async ({
    visit,
  }) => {
    const page = await visit(path);
    await expect(page.locator("[data-unit]")).toHaveCount(22);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, path).toBeLessThan(6_500);
    const card = await page.locator("[data-unit=A1]").boundingBox();
    expect(card?.height ?? 999).toBeLessThan(160);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
}
