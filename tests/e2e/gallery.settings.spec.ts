import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

// The gallery from the CMS: a marketer replaces one picture with a photograph, publishes, and the
// public gallery shows it in each language (its own renditions, its own alt text), marked only
// while the upload says it is an artist's impression. It changes the site's gallery for everyone,
// so it runs alone, after the other tests, and puts the seeded gallery back.

const SLUG = "lobby";
const ROW = 2; // the lobby's place in the seeded gallery

/** A camera-sized JPEG made here: no picture comes from the internet. */
const photo = (colour: string) =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: colour } })
    .jpeg({ quality: 82 })
    .toBuffer();

async function saved(page: Page, button: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 });
}

/** Uploads a picture in the CMS with its alt text in every language; returns its id. */
async function uploadPicture(page: Page, name: string, alt: Record<"en" | "zh" | "ms", string>) {
  await page.goto("/cms/collections/media/create?locale=en");
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: await photo("#7f9bb8") });
  await page.locator("#field-alt").fill(alt.en);
  // A photograph of the finished lobby: not an artist's impression.
  await page.locator("#field-artistImpression").uncheck();
  await saved(page, "Save");
  await page.waitForURL(/\/cms\/collections\/media\/\d+/);
  const id = /\/media\/(\d+)/.exec(page.url())?.[1] ?? "";
  for (const locale of ["zh", "ms"] as const) {
    await page.goto(`/cms/collections/media/${id}?locale=${locale}`);
    await page.locator("#field-alt").fill(alt[locale]);
    await saved(page, "Save");
  }
  return id;
}

/** What a visitor with no session sees of the lobby's thumbnail, and the files the page fetched. */
async function lobbyAsVisitor(browser: Browser, path: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  try {
    const page = await context.newPage();
    const files: { url: string; type: string }[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/media/"))
        files.push({ url: response.url(), type: response.headers()["content-type"] ?? "" });
    });
    await page.goto(path, { waitUntil: "networkidle" });
    const link = page.locator(`#gallery-grid a[data-gallery-slug="${SLUG}"]`);
    const img = link.locator("img");
    const avif = link.locator('source[type="image/avif"]');
    // Below the fold the thumbnail loads lazily: bring it into view and let it load.
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveJSProperty("complete", true);
    await page.waitForLoadState("networkidle");
    return {
      alt: await img.getAttribute("alt"),
      current: await img.evaluate((el) => (el as HTMLImageElement).currentSrc),
      avifSrcset: (await avif.count()) ? await avif.getAttribute("srcset") : null,
      marks: await link.locator("span[aria-hidden=true]").count(),
      files,
    };
  } finally {
    await context.close();
  }
}

test("a marketer replaces a gallery picture with a photograph: shown in each language, marked as ticked", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  await signIn(page, createStaffAccount("marketing"));
  const tag = randomBytes(3).toString("hex");
  const alt = {
    en: `The finished lobby, photographed ${tag}`,
    zh: `竣工大堂实景 ${tag}`,
    ms: `Lobi yang siap, gambar sebenar ${tag}`,
  };
  const before = await lobbyAsVisitor(browser, "/gallery");
  expect(before.avifSrcset).toBeNull();
  expect(before.marks).toBe(1);

  const id = await uploadPicture(page, `lobby-${tag}.jpg`, alt);
  // An upload no published gallery uses is nobody's to fetch.
  const draftOnly = await uploadPicture(page, `unannounced-${tag}.jpg`, alt);

  await page.goto("/cms/globals/gallery");
  const row = page.locator(`#pictures-row-${ROW}`);
  await row.getByRole("button", { name: "Choose from existing" }).click();
  const drawer = page.locator(".drawer__content").last();
  await drawer.getByText(`lobby-${tag}.jpg`).first().click();
  await expect(row.getByText(`lobby-${tag}.jpg`).first()).toBeVisible();
  await saved(page, "Publish changes");

  // The public gallery shows it, in English and in Chinese, from its AVIF renditions.
  await expect
    .poll(async () => (await lobbyAsVisitor(browser, "/gallery")).alt, { timeout: 60_000 })
    .toBe(alt.en);
  const en = await lobbyAsVisitor(browser, "/gallery");
  expect(en.avifSrcset).toMatch(
    new RegExp(`^/media/${id}/[a-z0-9]+/lobby-${tag}-640x\\d+\\.avif 640w`),
  );
  expect(en.current).toMatch(/\.avif$/);
  expect(en.files.some((f) => f.type === "image/avif")).toBe(true);
  expect(en.marks).toBe(0);
  // The Chinese page, without JavaScript: the server's HTML alone picks the rendition.
  const zh = await lobbyAsVisitor(browser, "/zh/gallery", false);
  expect(zh.current).toMatch(/\.avif$/);
  expect(zh.alt).toBe(alt.zh);
  expect(zh.marks).toBe(0);

  // The file route: a long-lived file, and nothing but the published gallery's files.
  const file = new URL(en.current);
  const served = await request.get(file.pathname);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/avif");
  expect(served.headers()["cache-control"]).toContain("immutable");
  const [, , , version] = file.pathname.split("/");
  for (const path of [
    `/media/${draftOnly}/${version}/unannounced-${tag}.jpg`,
    `/media/${id}/${version}/..%2F..%2F..%2Fpackage.json`,
    `/media/${id}/${version}/%2E%2E`,
    `/media/${id}/0/lobby-${tag}.jpg`,
  ])
    expect((await request.get(path)).status(), path).toBe(404);

  // Ticked as an artist's impression, the mark comes back.
  await page.goto(`/cms/collections/media/${id}?locale=en`);
  await page.locator("#field-artistImpression").check();
  await saved(page, "Save");
  await expect
    .poll(async () => (await lobbyAsVisitor(browser, "/gallery")).marks, { timeout: 60_000 })
    .toBe(1);

  // The seeded gallery back for the other tests: the artwork, without the uploads.
  await page.goto("/cms/globals/gallery");
  await row.locator('button[class*="__remove"]').click();
  await expect(row.getByRole("button", { name: "Choose from existing" })).toBeVisible();
  await saved(page, "Publish changes");
  await expect
    .poll(async () => (await lobbyAsVisitor(browser, "/gallery")).avifSrcset, { timeout: 60_000 })
    .toBeNull();
  for (const upload of [id, draftOnly])
    expect((await page.request.delete(`/api/cms/media/${upload}`)).ok()).toBe(true);
  // Leaving the document releases the CMS's edit lock on it for the next editor.
  await page.goto("/cms");
  await expect(page.getByRole("link", { name: "Gallery" }).first()).toBeVisible();
});
