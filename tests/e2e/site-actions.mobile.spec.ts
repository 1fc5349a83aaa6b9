import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { withoutPageScripts } from "./without-scripts";

const barNames = {
  en: "Register, WhatsApp or call",
  zh: "登记、WhatsApp 或致电",
  ms: "Daftar, WhatsApp atau panggil",
};
const bar = (page: Page, locale: keyof typeof barNames = "en") =>
  page.getByRole("navigation", { name: barNames[locale] });

/** The element's box and the bar's do not overlap once the element is scrolled as far as it goes. */
async function expectClearOfBar(page: Page, element: Locator, locale: keyof typeof barNames) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [box, barBox] = await Promise.all([element.boundingBox(), bar(page, locale).boundingBox()]);
  expect(box, "element box").not.toBeNull();
  expect(barBox, "bar box").not.toBeNull();
  if (!box || !barBox) return;
  // Less than a pixel of subpixel layout (a fractional page height) is no overlap.
  expect(Math.floor(box.y + box.height), "element bottom above the bar").toBeLessThanOrEqual(
    barBox.y,
  );
}

test("a phone shows Register, WhatsApp and Call at the bottom of every page, as plain links", async ({
  visit,
}) => {
  const page = await visit("/layout/C1A");
  const actions = bar(page);
  await expect(actions).toBeVisible();
  const box = await actions.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(844);
  expect(box?.width).toBe(390);
  await expect(actions.getByRole("link", { name: "Register" })).toHaveAttribute(
    "href",
    "/register",
  );
  await expect(actions.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    "/go/whatsapp?from=/layout/C1A",
  );
  await expect(actions.getByRole("link", { name: "Call" })).toHaveAttribute(
    "href",
    "tel:+60387871800",
  );

  await page.goto("/zh/facilities");
  await expect(bar(page)).toHaveCount(0);
  const zh = bar(page, "zh");
  await expect(zh.getByRole("link", { name: "登记" })).toHaveAttribute("href", "/zh/register");
  await expect(zh.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    "/go/whatsapp?from=/zh/facilities",
  );
});

test("the bar never covers the end of a page or the landing form's submit button", async ({
  visit,
}) => {
  for (const [path, locale] of [
    ["/", "en"],
    ["/zh/gallery", "zh"],
    ["/ms/developer", "ms"],
  ] as const) {
    const page = await visit(path);
    const footer = page.locator("footer");
    const links = footer.locator("a:visible");
    await expectClearOfBar(page, (await links.count()) ? links.last() : footer, locale);
  }
  // After the Malay page the language cookie would send /landing to /ms/landing.
  const page = await visit("/ms/landing");
  await expectClearOfBar(page, page.locator("form button[type=submit]"), "ms");
});

test("on /register the form is the page: no bar over it", async ({ visit }) => {
  const page = await visit("/register");
  await expect(bar(page)).toHaveCount(0);
  const submit = page.locator("form button[type=submit]");
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
});

test("the header offers Register on a phone, beside the menu and the language", async ({
  visit,
}) => {
  for (const [path, name] of [
    ["/", "Register"],
    ["/zh", "登记"],
    ["/ms", "Daftar"],
  ] as const) {
    const page = await visit(path);
    const register = page.locator("header").getByRole("link", { name, exact: true });
    await expect(register).toBeVisible();
    await expect(register).toBeInViewport({ ratio: 1 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow on ${path}`).toBe(0);
  }
});

test("the menu has Register, WhatsApp, call, the legal pages and the display settings", async ({
  page,
}) => {
  await page.goto("/zh/layout/D5");
  await page.getByRole("button", { name: "打开菜单" }).click();
  const drawer = page.getByRole("dialog", { name: "菜单" });
  await expect(drawer.getByRole("link", { name: "登记意向" })).toHaveAttribute(
    "href",
    "/zh/register",
  );
  await expect(drawer.getByRole("link", { name: "WhatsApp 联系销售团队" })).toHaveAttribute(
    "href",
    "/go/whatsapp?from=/zh/layout/D5",
  );
  await expect(drawer.getByRole("link", { name: "致电 +60 3-8787 1800" })).toHaveAttribute(
    "href",
    "tel:+60387871800",
  );
  await expect(drawer.getByRole("link", { name: "隐私声明" })).toHaveAttribute(
    "href",
    "/zh/privacy",
  );
  await expect(drawer.getByRole("link", { name: "条款与条件" })).toHaveAttribute(
    "href",
    "/zh/term",
  );
  await expectNoAxeViolations(page);

  // The display settings open over the menu, and closing them leaves the menu open.
  await drawer.getByRole("button", { name: "显示设置" }).click();
  const settings = page.getByRole("dialog", { name: "显示设置" });
  await expect(settings).toBeVisible();
  await settings.getByRole("button", { name: "关闭显示设置" }).click();
  await expect(settings).toBeHidden();
  await expect(drawer).toBeVisible();
});

test("a call tap is counted by a beacon without holding up the call", async ({ page }) => {
  await page.goto("/ms/location");
  // The browser has no phone app here: stop the tel: navigation once the page's listener has run.
  await page.evaluate(() =>
    window.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a[href^='tel:']"))
        event.preventDefault();
    }),
  );
  const beacon = page.waitForRequest(
    (request) => request.url().endsWith("/api/touches") && request.method() === "POST",
  );
  await bar(page, "ms").getByRole("link", { name: "Panggil" }).click();
  const request = await beacon;
  const body = new URLSearchParams(request.postData() ?? "");
  expect(body.get("channel")).toBe("call");
  expect(body.get("from")).toBe("/ms/location");
  expect((await request.response())?.status()).toBe(204);
});

test("the menu and language disclosures shown without scripts pass axe", async ({ page }) => {
  await withoutPageScripts(page);
  await page.goto("/zh/layout");
  await page.locator("header summary", { hasText: "打开菜单" }).click();
  await expect(page.locator("header details[open]").getByRole("navigation")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator("header summary", { hasText: "关闭菜单" }).click();
  await page.locator("header summary[aria-label='语言：中文']").click();
  await expect(
    page.locator("header details[open]").getByRole("link", { name: "English" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu opens as a disclosure and its links work; controls that need scripts are not shown", async ({
    page,
  }) => {
    await page.goto("/ms");
    await expect(page.getByRole("button", { name: "Tetapan paparan" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Buka menu" })).toBeHidden();
    const summary = page.locator("header summary", { hasText: "Buka menu" });
    await summary.click();
    const menu = page.locator("header details[open]").getByRole("navigation", { name: "Utama" });
    await expect(menu.getByRole("link", { name: "Daftar minat" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Panggil +60 3-8787 1800" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Notis privasi" })).toBeVisible();
    await menu.getByRole("link", { name: "Kemudahan" }).click();
    await expect(page).toHaveURL(/\/ms\/facilities$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the language choice opens as a disclosure and keeps the page", async ({ page }) => {
    await page.goto("/layout/B2");
    await page.locator("header summary[aria-label='Language: EN']").click();
    await page.locator("header details[open]").getByRole("link", { name: "简体中文" }).click();
    await expect(page).toHaveURL(/\/zh\/layout\/B2$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  });

  test("the action bar works as plain links", async ({ page }) => {
    await page.goto("/facilities");
    await expect(bar(page).getByRole("link", { name: "WhatsApp" })).toBeVisible();
    await bar(page).getByRole("link", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
