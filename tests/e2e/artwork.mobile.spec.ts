import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { galleryEnhanced, LIGHTBOX_LOAD } from "./gallery";

const marks = [
  { path: "/", mark: "Artist's impression" },
  { path: "/zh", mark: "艺术构想图" },
  { path: "/ms", mark: "Gambaran artis" },
];

/** The mark lies inside the frame the picture is shown in, and inside the phone's screen. */
async function expectMarkInFrame(page: Page, frameSelector: string, mark: string) {
  const frame = page.locator(frameSelector);
  const label = frame.getByText(mark, { exact: true });
  await expect(label).toBeVisible();
  const [box, frameBox] = await Promise.all([label.boundingBox(), frame.boundingBox()]);
  if (!box || !frameBox) throw new Error(`no box for the mark in ${frameSelector}`);
  expect(box.x).toBeGreaterThanOrEqual(frameBox.x);
  expect(box.y).toBeGreaterThanOrEqual(frameBox.y);
  expect(box.x + box.width).toBeLessThanOrEqual(frameBox.x + frameBox.width);
  expect(box.y + box.height).toBeLessThanOrEqual(frameBox.y + frameBox.height);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

for (const { path, mark } of marks) {
  test(`on a phone the hero picture of ${path} is marked "${mark}", though cropped to the screen`, async ({
    page,
  }) => {
    await page.goto(path);
    await expectMarkInFrame(page, "section[aria-labelledby=hero-title]", mark);
    // Every picture of the page carries it: the sanctuary and the four suite categories.
    await expect(page.locator("main").getByText(mark, { exact: true })).toHaveCount(6);
  });
}

test("the gallery marks each thumbnail and the full-screen picture, in the page's language", async ({
  page,
}) => {
  await page.goto("/zh/gallery");
  await expect(page.locator("#gallery-grid").getByText("艺术构想图", { exact: true })).toHaveCount(
    16,
  );
  await expectMarkInFrame(page, "#gallery-grid li:first-child a", "艺术构想图");
  const caption =
    (await page.locator("#gallery-grid li:first-child figcaption").textContent()) ?? "";
  await galleryEnhanced(page);
  await page.locator("#gallery-grid li:first-child a").click();
  const viewer = page.getByRole("dialog", { name: "图片查看器" });
  await expect(viewer).toBeVisible(LIGHTBOX_LOAD);
  // The slide shown (its neighbours wait beside it, each with its own caption and mark).
  const slide = viewer.locator(".yarl__slide", { hasText: caption });
  await expect(slide.getByText(caption)).toBeVisible();
  await expect(slide.getByText("艺术构想图", { exact: true })).toBeVisible();
});

test("the video tour's poster and the playing film carry the mark", async ({ page }) => {
  await page.goto("/ms/video-tour");
  const player = page.locator("div.aspect-video");
  await expect(player.getByText("Gambaran artis", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: /video/i }).click();
  await expect(page.locator("video")).toBeVisible();
  await expect(player.getByText("Gambaran artis", { exact: true })).toBeVisible();
});
