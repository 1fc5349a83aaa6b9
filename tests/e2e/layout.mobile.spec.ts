import { expect, test } from "./fixtures";

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
