import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { galleryEnhanced, LIGHTBOX_LOAD } from "./gallery";

const pages = ["/gallery", "/facilities", "/360view", "/video-tour"];
const prefixes = { en: "", zh: "/zh", ms: "/ms" } as const;

for (const [locale, prefix] of Object.entries(prefixes)) {
  for (const path of pages) {
    test(`${prefix}${path} answers in ${locale} with one heading and no axe violations`, async ({
      visit,
    }) => {
      const page = await visit(`${prefix}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
        "href",
        `http://localhost:3000${prefix}${path}`,
      );
    });
  }
}

const lightbox = (page: Page) => page.getByRole("dialog", { name: "Picture viewer" });
const thumb = (page: Page, slug: string) => page.locator(`a[data-gallery-slug="${slug}"]`);

test("the gallery shows sixteen thumbnails that link to each picture's own page without JavaScript", async ({
  visit,
}) => {
  const page = await visit("/gallery");
  const links = page.locator("#gallery-grid a[data-gallery-slug]");
  await expect(links).toHaveCount(16);
  const href = await thumb(page, "pool-deck").getAttribute("href");
  expect(href).toBe("/gallery/pool-deck");
  const response = await page.request.get(href ?? "");
  expect(response.headers()["content-type"]).toContain("text/html");
  // Below the fold, thumbnails wait until they are scrolled to.
  await expect(thumb(page, "meeting-room").locator("img")).toHaveAttribute("loading", "lazy");
  await expect(thumb(page, "meeting-room").locator("img")).toHaveAttribute("sizes", /vw/);
  await expect(page.locator(".yarl__root")).toHaveCount(0);
});

test("the lightbox opens from the keyboard, moves with the arrows, and gives focus back on Escape", async ({
  visit,
}) => {
  const page = await visit("/gallery");
  await galleryEnhanced(page);
  const pool = thumb(page, "pool-deck");
  await pool.focus();
  await page.keyboard.press("Enter");
  await expect(lightbox(page)).toBeVisible(LIGHTBOX_LOAD);
  await expect(lightbox(page).getByText("The infinity pool on the sky terrace")).toBeVisible();
  await expect(page).toHaveURL(/\/gallery\/pool-deck$/);
  await expectNoAxeViolations(page);

  await page.keyboard.press("ArrowRight");
  await expect(lightbox(page).getByText("The residents' sky lounge and bar")).toBeVisible();
  await expect(page).toHaveURL(/\/gallery\/sky-lounge$/);

  await page.keyboard.press("Escape");
  await expect(lightbox(page)).toBeHidden();
  await expect(pool).toBeFocused();
  await expect(page).toHaveURL(/\/gallery$/);
});

test("a shared link opens its picture in the lightbox on load", async ({ page }) => {
  await page.goto("/gallery?image=bbq-deck");
  await expect(lightbox(page)).toBeVisible(LIGHTBOX_LOAD);
  const caption = "The barbecue deck for evenings with friends";
  await expect(lightbox(page).getByText(caption)).toBeVisible();
  // Full screen, the picture comes from the image optimiser (AVIF/WebP at a width for the screen,
  // chosen by the browser from a srcset or, where zoom is offered, by the lightbox's zoom plugin),
  // its address ending in the release's deployment id (`&dpl=`) when the build has one.
  const picture = lightbox(page).locator(".yarl__slide", { hasText: caption }).locator("img");
  await expect(picture).toHaveAttribute(
    "src",
    /^\/_next\/image\?url=[^&]*bbq-deck[^&]*&w=\d+&q=75(&dpl=[\w-]+)?$/,
  );
  // The optimiser encodes the variant on first request: seconds on a loaded 2-core machine.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 20_000 })
    .toMatch(/\/_next\/image\?url=[^&]*bbq-deck[^&]*&w=\d+&q=75(&dpl=[\w-]+)?$/);
  await page.keyboard.press("Escape");
  await expect(lightbox(page)).toBeHidden();
  await expect(thumb(page, "bbq-deck")).toBeFocused();
});

test("a hand-written #picture link opens it too, in the page's language", async ({ page }) => {
  await page.goto("/zh/gallery#gym");
  const viewer = page.getByRole("dialog", { name: "图片查看器" });
  await expect(viewer).toBeVisible(LIGHTBOX_LOAD);
  await expect(viewer.getByText("全天候开放的住户健身房")).toBeVisible();
});

test("the 360° page shows the interactive viewer, or the still picture where WebGL is missing", async ({
  visit,
}) => {
  const page = await visit("/360view");
  const state = page.locator("[data-panorama-state]");
  await expect(state).toHaveAttribute("data-panorama-state", /^(ready|still)$/, {
    timeout: 20_000,
  });
  if ((await state.getAttribute("data-panorama-state")) === "ready") {
    await expect(page.locator(".psv-container canvas")).toBeVisible();
  } else {
    await expect(page.getByRole("status")).toContainText("WebGL");
  }
  await expectNoAxeViolations(page);
});

test("without WebGL the 360° page keeps the still picture, explains why, and never loads the viewer", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    // Pretend this browser has no WebGL, as on some old phones and locked-down machines.
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (kind.startsWith("webgl")) return null;
      return (original as (...args: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof original;
  });
  const panoramaRequests: string[] = [];
  page.on("request", (r) => {
    if (/panorama\.[\w-]*\.?jpg/.test(r.url())) panoramaRequests.push(r.url());
  });
  await page.goto("/360view", { waitUntil: "networkidle" });
  await expect(page.locator("[data-panorama-state]")).toHaveAttribute(
    "data-panorama-state",
    "still",
  );
  await expect(page.getByRole("status")).toContainText("WebGL is not available");
  await expect(page.getByRole("img", { name: /view ahead from the sky terrace/ })).toBeVisible();
  await expect(page.locator(".psv-container")).toHaveCount(0);
  expect(panoramaRequests).toEqual([]);
  await expectNoAxeViolations(page);
});

test("the video tour is in the page but loads nothing until play is pressed, then plays with captions", async ({
  visit,
}) => {
  const page = await visit("/video-tour");
  // In the server's HTML for crawlers (VideoObject points at it), fetching nothing until asked.
  const video = page.locator("video");
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute("preload", "none");
  await page.getByRole("button", { name: /Play the video tour/ }).click();
  await expect(video).toBeVisible();
  await expect(video.locator("track[default]")).toHaveAttribute("srclang", "en");
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const vtt = await page.request.get(
    (await video.locator("track[default]").getAttribute("src")) ?? "",
  );
  expect(await vtt.text()).toContain("WEBVTT");
  await expectNoAxeViolations(page);
});

test("the concept page's sanctuary links to the 360° view", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Look around the sky terrace in 360°" }).click();
  await expect(page).toHaveURL(/\/360view$/);
});

test("a swipe moves the lightbox to the next picture", async ({ page }) => {
  await page.goto("/gallery?image=lobby");
  await expect(
    lightbox(page).getByText("The double-height lobby and 24-hour concierge"),
  ).toBeVisible(LIGHTBOX_LOAD);
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 };
  // A pointer drag from right to left: the gesture a finger makes on a phone.
  await page.mouse.move(width * 0.75, height / 2);
  await page.mouse.down();
  await page.mouse.move(width * 0.45, height / 2, { steps: 8 });
  await page.mouse.move(width * 0.2, height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(lightbox(page).getByText("The infinity pool on the sky terrace")).toBeVisible();
  await expect(page).toHaveURL(/\/gallery\/pool-deck$/);
});
