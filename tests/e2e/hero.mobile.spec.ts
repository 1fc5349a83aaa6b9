import { expect, test } from "./fixtures";

// A 390-px phone at 3x, the screen the hero's portrait cut is made for.
test.use({ deviceScaleFactor: 3 });

test("on a phone the hero is the portrait cut, fetched once and sharp at 3x", async ({ page }) => {
  const heroRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/_next\/image\?url=[^&]*hero/.test(request.url())) heroRequests.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const hero = page.locator("section[aria-labelledby=hero-title] img");
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  const shown = await hero.evaluate(async (img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    // naturalWidth of a srcset picture is divided by its density: load the file alone for pixels.
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    return {
      src: img.currentSrc,
      naturalWidth: file.naturalWidth,
      naturalHeight: file.naturalHeight,
      width: box.width,
      height: box.height,
    };
  });
  expect(shown.src).toContain("hero-portrait");
  expect(shown.naturalWidth).toBeGreaterThanOrEqual(1000);
  // object-fit: cover scales the picture by the larger ratio; at 3x that must not enlarge it.
  const cover = Math.max(shown.width / shown.naturalWidth, shown.height / shown.naturalHeight);
  expect(cover * 3).toBeLessThanOrEqual(1.05);
  // One hero picture: the preload and the <picture> agree, and the 16:9 cut is never fetched.
  expect(heroRequests).toHaveLength(1);
  expect(heroRequests[0]).toContain("hero-portrait");
});
