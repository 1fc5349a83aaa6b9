import { expect, test } from "./fixtures";

const stored = (page: import("@playwright/test").Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("settings") ?? "null"));

test("the settings drawer changes mode, direction and colour and remembers them", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Display settings" }).click();
  const drawer = page.getByRole("dialog", { name: "Display settings" });
  await drawer.getByText("Dark").click();
  await drawer.getByText("Right to left").click();
  await drawer.getByText("Ocean").click();
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme-mode", "dark");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("data-preset", "preset02");
  expect(await stored(page)).toEqual({
    themeMode: "dark",
    themeDirection: "rtl",
    themeColorPresets: "preset02",
  });

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await page.reload();
  await expect(html).toHaveAttribute("data-theme-mode", "dark");
  await expect(html).toHaveAttribute("dir", "rtl");

  await page.getByRole("button", { name: "Display settings" }).click();
  await drawer.getByRole("button", { name: "Reset to defaults" }).click();
  await expect(html).toHaveAttribute("data-theme-mode", "light");
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect(html).toHaveAttribute("data-preset", "default");
});

test("a returning visitor's dark mode applies before any script bundle runs, so nothing flashes", async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      "settings",
      JSON.stringify({ themeMode: "dark", themeDirection: "ltr", themeColorPresets: "preset04" }),
    ),
  );
  // With every bundle blocked, only the inline head script can have set these.
  await page.route(/\/_next\/static\/.*\.js/, (route) => route.abort());
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-theme-mode", "dark");
  await expect(page.locator("html")).toHaveAttribute("data-preset", "preset04");
  const background = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(background).toBe("rgb(10, 19, 34)");
  // The blocked bundles are this test's own doing.
  expect(consoleErrors.every((e) => e.includes("ERR_FAILED"))).toBe(true);
  consoleErrors.splice(0);
});

test("a change in one tab reaches the other open tabs", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto("/");
  await second.goto("/");
  await first.getByRole("button", { name: "Display settings" }).click();
  await first.getByRole("dialog").getByText("Dark").click();
  await expect(second.locator("html")).toHaveAttribute("data-theme-mode", "dark");
});

test("settings still work, in memory, when the browser blocks storage", async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
  });
  await page.goto("/");
  await page.getByRole("button", { name: "Display settings" }).click();
  await page.getByRole("dialog").getByText("Dark").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme-mode", "dark");
  await page.getByRole("dialog").getByText("Teal").click();
  await expect(page.locator("html")).toHaveAttribute("data-preset", "preset01");
  await expect(page.locator("html")).toHaveAttribute("data-theme-mode", "dark");
  expect(consoleErrors).toEqual([]);
});

test("the not-found page keeps a returning visitor's dark mode and colour", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      "settings",
      JSON.stringify({ themeMode: "dark", themeDirection: "ltr", themeColorPresets: "preset01" }),
    ),
  );
  // Next.js renders a not-found page in the browser, without the inline head script.
  const response = await page.goto("/zh/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme-mode", "dark");
  await expect(html).toHaveAttribute("data-preset", "preset01");
  await expect(html).toHaveAttribute("lang", "zh-Hans");
  const background = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(background).toBe("rgb(10, 19, 34)");
});
