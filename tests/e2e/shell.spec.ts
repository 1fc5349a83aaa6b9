import { expect, expectNoAxeViolations, test } from "./fixtures";

test("the header menu lists every section, the brochure opening in a new tab", async ({
  visit,
}) => {
  const page = await visit("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of [
    "Concept",
    "Gallery",
    "Layout Plan",
    "Facilities",
    "Location Map",
    "Developer",
    "Video Tour",
  ]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Concept" })).toHaveAttribute("aria-current", "page");
  const brochure = nav.getByRole("link", { name: /E-Brochure/ });
  await expect(brochure).toHaveAttribute("href", "/brochure/en.pdf");
  await expect(brochure).toHaveAttribute("target", "_blank");
});

test("the logo leads home", async ({ page }) => {
  await page.goto("/coming-soon");
  await page
    .getByRole("link", { name: /SkyHaven/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test("the language menu switches language and keeps the visitor on the same page", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Language: EN" }).click();
  await page.getByRole("link", { name: "简体中文" }).click();
  await expect(page).toHaveURL(/\/zh$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");

  await page.goto("/zh/some/deep/page");
  await page.getByRole("button", { name: "语言：中文" }).click();
  await page.getByRole("link", { name: "Bahasa Melayu" }).click();
  await expect(page).toHaveURL(/\/ms\/some\/deep\/page$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  await page.getByRole("button", { name: "Bahasa: BM" }).click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/some\/deep\/page$/);
});

test("the desktop footer has the year, contact, terms and the disclaimer", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/developer",
  );
  await expect(footer.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
    "href",
    "/term",
  );
  await expect(footer).toContainText("Buyers must read the sale and purchase agreement");
});

test("the page scrolls back to the top on a route change", async ({ page }) => {
  await page.goto("/");
  await page.locator("footer").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator("footer").getByRole("link", { name: "Terms and Conditions" }).click();
  await expect(page).toHaveURL(/\/term$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a slim progress bar runs during a client navigation and then finishes", async ({ page }) => {
  // Hold page data (prefetches included) so the bar can be seen running.
  await page.route(/_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/no-such-page");
  await page.getByRole("link", { name: "Back to the concept" }).click();
  await expect(page.locator(".progress-running")).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(".progress-idle")).toHaveCount(1);
});

test("an old service worker left by the previous site is unregistered on load", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/service-worker.js");
  });
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    )
    .toBe(0);
});

test("animations are switched off for visitors who ask for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const duration = await page
    .locator(".group img")
    .first()
    .evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(parseFloat(duration)).toBeLessThan(0.01);
});

test("every colour preset passes axe in light and dark mode", async ({ page }) => {
  test.slow();
  for (const themeMode of ["light", "dark"]) {
    for (const preset of ["default", "preset01", "preset02", "preset03", "preset04", "preset05"]) {
      await page.addInitScript(
        (value) => localStorage.setItem("settings", value),
        JSON.stringify({ themeMode, themeDirection: "ltr", themeColorPresets: preset }),
      );
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-preset", preset);
      await expectNoAxeViolations(page);
    }
  }
});
