import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

type Messages = typeof import("@/messages/en.json");
const read = (locale: string) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Messages;
const [en, zh, ms] = [read("en"), read("zh"), read("ms")];

const languages = [
  { prefix: "", messages: en, lang: "en" },
  { prefix: "/zh", messages: zh, lang: "zh-Hans" },
  { prefix: "/ms", messages: ms, lang: "ms" },
];

for (const { prefix } of languages) {
  test(`the 500 page ${prefix || "/"} gives the sales gallery's number to call`, async ({
    visit,
  }) => {
    const page = await visit(`${prefix}/500`);
    const call = page.locator("main").getByRole("link", { name: "+60 3-8787 1800" });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", "tel:+60387871800");
  });
}

test("when map tiles cannot load, the map gives way to the address and directions", async ({
  page,
  consoleErrors,
}) => {
  await page.route(/tile\.openstreetmap\.org|api\.maptiler\.com/, (route) => route.abort());
  await page.goto("/location");
  const panel = page.locator("section[aria-labelledby=interactive-title]");
  await panel.getByRole("button", { name: en.Location.showInteractive }).click();
  await expect(panel.getByRole("status")).toHaveText(en.Location.mapFailed);
  await expect(panel.locator(".leaflet-container")).toHaveCount(0);
  await expect(panel.locator("address")).toContainText("Lot 2188, Persiaran SkyHaven");
  await expect(panel.getByRole("link", { name: new RegExp(en.Location.googleMaps) })).toBeVisible();
  await expect(panel.getByRole("link", { name: new RegExp(en.Location.waze) })).toBeVisible();
  // The tiles this test blocks are logged as failed loads; nothing else may be.
  const others = consoleErrors.filter(
    (error) => error !== "Failed to load resource: net::ERR_FAILED",
  );
  consoleErrors.splice(0, consoleErrors.length, ...others);
  expect(others).toEqual([]);
});

for (const { prefix, messages } of languages) {
  test(`a layout filter ${prefix || "/"} that matches nothing says so and offers to clear it`, async ({
    visit,
  }) => {
    const page = await visit(`${prefix}/layout?category=A&bedrooms=2`);
    const count = page.getByTestId("layout-count");
    await expect(count).toHaveText(
      {
        "": "No unit types match these filters.",
        "/zh": "没有符合筛选条件的户型。",
        "/ms": "Tiada jenis unit yang sepadan dengan penapis ini.",
      }[prefix] ?? "",
    );
    await page.getByRole("link", { name: messages.LayoutPage.clearFilters }).click();
    await expect(count).not.toHaveText(/^No |^没有|^Tiada/);
    await expect(page.locator("[data-unit]")).toHaveCount(22);
  });
}

test("Malay pages give areas in kaki persegi, never sq ft", async ({ page }) => {
  for (const path of ["/ms", "/ms/layout", "/ms/layout/C1A", "/ms/landing"]) {
    await page.goto(path);
    const text = await page.locator("body").innerText();
    expect(text, path).toContain("kaki persegi");
    expect(text, path).not.toMatch(/\bsq\.? ?ft\b/i);
  }
});

test("the footer links the Terms and Conditions and the privacy notice", async ({ visit }) => {
  const page = await visit("/gallery");
  const legal = page.getByRole("navigation", { name: en.Footer.legal });
  await expect(legal.getByRole("link", { name: "Terms and Conditions" })).toBeVisible();
  await expect(legal.getByRole("link", { name: en.Nav.privacy })).toBeVisible();
});

test("a page's links do not make the browser fetch other pages' pictures", async ({ page }) => {
  const pictures: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/_next/image") pictures.push(url.searchParams.get("url") ?? "");
  });
  // The developer page links home (logo), the gallery, facilities and others in view: each has
  // a large preloaded picture of its own.
  await page.goto("/developer", { waitUntil: "networkidle" });
  await page.waitForTimeout(1_500);
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll("img, link[rel=preload][as=image]")].map(
      (el) =>
        `${el.getAttribute("src")} ${el.getAttribute("srcset") ?? el.getAttribute("imagesrcset")}`,
    ),
  );
  for (const picture of pictures) {
    expect(shown.join(" "), picture).toContain(encodeURIComponent(picture));
  }
});

for (const { prefix, messages } of languages) {
  test(`/layout ${prefix || "/"} names the layout plans once: the menu, not again above the title`, async ({
    visit,
  }) => {
    const page = await visit(`${prefix}/layout`);
    const name = new RegExp(`^${messages.Nav.layout}s?$`, "i");
    const visible = page.getByText(name).filter({ visible: true });
    await expect(visible).toHaveCount(1);
    await expect(page.getByRole("navigation").getByText(name)).toBeVisible();
    await expect(page.getByText(messages.LayoutPage.eyebrow)).toBeVisible();
  });
}
