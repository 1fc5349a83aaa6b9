import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

// The hero from the CMS: a marketer uploads a wide picture for computers and a tall one for
// phones, publishes, and the home page shows each at its width, from the site's own files, in
// the languages its alt text is written in. It changes the home page for everyone, so it runs
// alone, after the other tests, and puts the artwork back.

/** A made-up render (sky, tower): no picture comes from the internet. */
const render = (width: number, height: number, sky: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/>
        <stop offset="1" stop-color="#f3c98b"/></linearGradient></defs>
        <rect width="100%" height="100%" fill="url(#s)"/>
        <rect x="${width * 0.55}" y="${height * 0.2}" width="${width * 0.18}" height="${height * 0.8}" fill="#1d2b44"/>
      </svg>`,
    ),
  )
    .jpeg({ quality: 82 })
    .toBuffer();

async function saved(page: Page, button: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 });
}

/** Uploads a picture with English alt text only; returns its id. */
async function uploadPicture(page: Page, name: string, buffer: Buffer, impression: boolean) {
  await page.goto("/cms/collections/media/create?locale=en");
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType: "image/jpeg", buffer });
  await page.locator("#field-alt").fill(`The tower at dusk (${name})`);
  if (!impression) await page.locator("#field-artistImpression").uncheck();
  await saved(page, "Save");
  await page.waitForURL(/\/cms\/collections\/media\/\d+/);
  return /\/media\/(\d+)/.exec(page.url())?.[1] ?? "";
}

/** What a visitor with no session sees of the hero at one screen width (and a screenshot of it). */
async function heroAsVisitor(browser: Browser, path: string, width: number, screenshot?: string) {
  const context = await browser.newContext({
    viewport: { width, height: width > 800 ? 800 : 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(path, { waitUntil: "networkidle" });
    const hero = page.locator("section[aria-labelledby=hero-title]");
    const img = hero.locator("img");
    await expect(img).toHaveJSProperty("complete", true);
    if (screenshot) await page.screenshot({ path: test.info().outputPath(screenshot) });
    return {
      alt: await img.getAttribute("alt"),
      current: await img.evaluate((el) => (el as HTMLImageElement).currentSrc),
      fetchPriority: await img.getAttribute("fetchpriority"),
      phoneSources: await hero
        .locator("source[media]")
        .evaluateAll((els) => els.map((el) => el.getAttribute("srcset") ?? "")),
      markVisible: await hero.locator("span[aria-hidden=true]").isVisible(),
      preloads: await page
        .locator("link[rel=preload][as=image]")
        .evaluateAll((els) => els.map((el) => el.getAttribute("imagesrcset") ?? "")),
    };
  } finally {
    await context.close();
  }
}

test("a marketer replaces the hero with a wide and a tall picture: each shown at its width, from public files", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  await signIn(page, createStaffAccount("marketing"));
  const tag = randomBytes(3).toString("hex");
  const desktopId = await uploadPicture(
    page,
    `hero-wide-${tag}.jpg`,
    await render(2400, 1350, "#4a6fa5"),
    true,
  );
  // A photograph for phones: no mark on phones.
  const phoneId = await uploadPicture(
    page,
    `hero-tall-${tag}.jpg`,
    await render(1350, 2400, "#7a5fa5"),
    false,
  );
  // An upload nothing published uses is nobody's to fetch.
  const unusedId = await uploadPicture(
    page,
    `unannounced-${tag}.jpg`,
    await render(1200, 800, "#333333"),
    true,
  );

  await page.goto("/cms/globals/hero");
  for (const [i, name] of [`hero-wide-${tag}.jpg`, `hero-tall-${tag}.jpg`].entries()) {
    await page.getByRole("button", { name: "Choose from existing" }).nth(0).click();
    const drawer = page.locator(".drawer__content").last();
    await drawer.getByText(name).first().click();
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Choose from existing" })).toHaveCount(1 - i);
  }
  await saved(page, "Publish changes");

  // Computers: the wide cut, preloaded at high priority; the tall cut only in the phones' source.
  const media = (id: string) => new RegExp(`/media/${id}/[a-z0-9]+/hero-`);
  await expect
    .poll(async () => (await heroAsVisitor(browser, "/", 1280)).current, { timeout: 60_000 })
    .toMatch(media(desktopId));
  const desktop = await heroAsVisitor(browser, "/", 1280, "hero-1280.png");
  expect(desktop.alt).toBe(`The tower at dusk (hero-wide-${tag}.jpg)`);
  expect(desktop.current).toMatch(/\.avif$/);
  expect(desktop.fetchPriority).toBe("high");
  expect(desktop.phoneSources.join(" ")).toMatch(media(phoneId));
  expect(desktop.preloads.some((set) => media(desktopId).test(set))).toBe(true);
  expect(desktop.markVisible).toBe(true);

  // Phones: the tall cut, without the mark (ticked off on that picture).
  const phone = await heroAsVisitor(browser, "/", 390, "hero-390.png");
  expect(phone.current).toMatch(media(phoneId));
  expect(phone.markVisible).toBe(false);

  // No Chinese alt text: the Chinese page keeps the artwork.
  const zh = await heroAsVisitor(browser, "/zh", 1280);
  expect(zh.current).toContain("/_next/image");
  expect(zh.current).not.toContain("/media/");

  // The files: a long-lived public file for each cut; the unused upload's is not found.
  for (const shown of [desktop.current, phone.current]) {
    const served = await request.get(new URL(shown).pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()["cache-control"]).toContain("immutable");
  }
  const version = new URL(desktop.current).pathname.split("/")[3];
  for (const path of [
    `/media/${unusedId}/${version}/unannounced-${tag}.jpg`,
    `/media/${unusedId}/0/unannounced-${tag}.jpg`,
  ])
    expect((await request.get(path)).status(), path).toBe(404);

  // The artwork back for the other tests: deleting the uploads empties the published hero.
  for (const upload of [desktopId, phoneId, unusedId])
    expect((await page.request.delete(`/api/cms/media/${upload}`)).ok()).toBe(true);
  await expect
    .poll(async () => (await heroAsVisitor(browser, "/", 1280)).current, { timeout: 60_000 })
    .toContain("/_next/image");
  // Leaving the document releases the CMS's edit lock on it for the next editor.
  await page.goto("/cms");
  await expect(page.getByRole("link", { name: "Home page hero pictures" }).first()).toBeVisible();
});
