import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { withoutPageScripts } from "./without-scripts";

// Pages with the plans drawn inline: axe takes its time over them on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Every word of the plan lies inside its frame, left to right: nothing of the suite is cut off. */
const wordsInsideFrame = (page: Page, code: string) =>
  page
    .getByRole("region", { name: new RegExp(`\\b${code}\\b.*(zoomable|可缩放|boleh dizum)`) })
    .evaluate((frame) => {
      const box = frame.getBoundingClientRect();
      const words = [...frame.querySelectorAll("svg.fp text")];
      return (
        words.length > 0 &&
        words.every((word) => {
          const rect = word.getBoundingClientRect();
          return rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
        })
      );
    });

test("on a phone a plan opens fitted to the screen, its master bedroom in view, and zooms in", async ({
  visit,
}) => {
  const page = await visit("/layout/C1A");
  const frame = page.getByRole("region", { name: "Floor plan of type C1A, zoomable" });
  await expect(page.getByTestId("plan-zoom")).toContainText("100%");
  expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  expect(await wordsInsideFrame(page, "C1A")).toBe(true);
  await frame.scrollIntoViewIfNeeded();
  await expect(
    frame.locator("svg.fp text", { hasText: /Master bedroom/i }).first(),
  ).toBeInViewport();
  await page.getByRole("button", { name: "Zoom in" }).tap();
  await expect(page.getByTestId("plan-zoom")).toContainText("150%");
  expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const d9 = await visit("/zh/layout/D9");
  expect(await wordsInsideFrame(d9, "D9")).toBe(true);
  await expect(d9.getByTestId("key-plan-hint")).toBeVisible();
});

test("without JavaScript a plan is fitted and offers no zoom buttons that would do nothing", async ({
  page,
}) => {
  await withoutPageScripts(page);
  await page.goto("/ms/layout/D9");
  await expect(page.getByRole("button", { name: "Zum masuk" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Zum keluar" })).toBeHidden();
  expect(await wordsInsideFrame(page, "D9")).toBe(true);
  await expectNoAxeViolations(page);
});
