import { expect, test } from "./fixtures";
import { currentUnitContrast, currentUnitOffCentre, smallestPlanWord, useSettings } from "./plans";

// Pages with the plans drawn inline: axe takes its time over them on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("on a phone the plan leaves one-finger scrolling to the page and fits the screen", async ({
  visit,
}) => {
  const page = await visit("/layout/D9");
  const frame = page.getByRole("region", { name: /Floor plan of type D9/ });
  // pan-x pan-y: one finger scrolls (never captured by the plan); pinching is ours.
  await expect(frame).toHaveCSS("touch-action", "pan-x pan-y");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Zoom in" }).tap();
  await expect(page.getByTestId("plan-zoom")).toContainText("150%");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("on a phone the layout list and key plan fit the screen", async ({ visit }) => {
  const page = await visit("/zh/layout");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.locator("svg.kp")).toBeVisible();
});

test("on a phone the key plan opens with the page's unit in the middle of its frame", async ({
  visit,
}) => {
  const page = await visit("/layout/D5");
  const frame = page.getByTestId("key-plan-frame");
  await frame.scrollIntoViewIfNeeded();
  // The floor is wider than the phone: it scrolls, and has been scrolled to D5.
  expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect.poll(() => currentUnitOffCentre(page)).toBeLessThan(2);
  await expect(frame).toHaveAttribute("tabindex", "0");
  await expect(page.getByRole("region", { name: "Typical floor key plan" })).toBeVisible();
});

test("on a phone a wide plan opens whole, zooms in to words of 11 px or more, and pans by touch or keyboard", async ({
  visit,
}) => {
  const page = await visit("/layout/D5");
  const frame = page.getByRole("region", { name: /Floor plan of type D5/ });
  await expect(page.getByTestId("plan-zoom")).toContainText("100%");
  await expect(page.getByRole("button", { name: "Zoom out" })).toBeDisabled();
  expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  // Zooming in reaches legible words, however wide the plan.
  for (let tap = 0; tap < 6 && (await smallestPlanWord(page)) < 11; tap += 1) {
    const before = await page.getByTestId("plan-zoom").textContent();
    await page.getByRole("button", { name: "Zoom in" }).tap();
    await expect(page.getByTestId("plan-zoom")).not.toHaveText(before ?? "");
  }
  expect(await smallestPlanWord(page)).toBeGreaterThanOrEqual(11);
  expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await frame.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // Reset shows the whole plan across the frame again.
  await page.getByRole("button", { name: "Reset zoom" }).tap();
  await expect
    .poll(() => frame.evaluate((el) => el.scrollWidth - el.clientWidth))
    .toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("on a phone compared plans stand one under another at one scale, under a small tray", async ({
  visit,
}) => {
  const page = await visit("/layout?compare=A1,D5");
  await page.getByRole("button", { name: "Compare", exact: true }).tap();
  await expect(page.getByRole("heading", { name: "Side by side" })).toBeFocused();
  const a1 = page.getByRole("img", { name: "Plan of type A1" });
  const d5 = page.getByRole("img", { name: "Plan of type D5" });
  await d5.scrollIntoViewIfNeeded();
  const [boxA, boxD] = await Promise.all([a1.boundingBox(), d5.boundingBox()]);
  if (!boxA || !boxD) throw new Error("no plan boxes");
  // One under another, the wider plan across the panel: no longer 35-97 px wide.
  expect(boxD.y).toBeGreaterThanOrEqual(boxA.y + boxA.height);
  expect(boxD.width).toBeGreaterThan(300);
  expect(boxD.x + boxD.width).toBeLessThanOrEqual(390);
  // One scale: drawn widths in the ratio of the plans' own widths.
  const natural = async (img: typeof a1) => Number(await img.getAttribute("width"));
  const ratio = (await natural(a1)) / (await natural(d5));
  expect(boxA.width / boxD.width).toBeCloseTo(ratio, 1);
  const tray = await page.getByTestId("compare-tray").boundingBox();
  expect(tray?.height ?? 999).toBeLessThanOrEqual(844 * 0.1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("in dark mode the current unit's code stays readable on its highlight", async ({
  page,
  visit,
}) => {
  await useSettings(page, { themeMode: "dark", preset: "preset03" });
  await visit("/layout/C1A");
  await expect(page.locator("html")).toHaveAttribute("data-theme-mode", "dark");
  expect(await currentUnitContrast(page)).toBeGreaterThanOrEqual(4.5);
});
