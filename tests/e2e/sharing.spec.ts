import type { APIRequestContext } from "@playwright/test";
import { gallerySlugs as pictures } from "@/content/gallery/slugs";
import { unitTypeCodes as unitTypes } from "@/content/units/codes";
import { expect, test } from "./fixtures";
import { galleryEnhanced, LIGHTBOX_LOAD } from "./gallery";

const locales = ["en", "zh", "ms"] as const;
const prefix = (locale: string) => (locale === "en" ? "" : `/${locale}`);
const origin = "http://localhost:3000";

/** The social-card meta tags of a page, read from the HTML the server sends. */
async function cardOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return {
    image: meta("og:image"),
    width: meta("og:image:width"),
    height: meta("og:image:height"),
    twitter: meta("twitter:image"),
  };
}

/** Every JSON-LD node on a page, graphs flattened. */
async function jsonLdOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  return blocks.flatMap(([, json]) => {
    const data = JSON.parse(json ?? "{}") as Record<string, unknown>;
    return (data["@graph"] as Record<string, unknown>[] | undefined) ?? [data];
  });
}

for (const locale of locales) {
  test(`every unit type page in ${locale} shares its own plan card`, async ({ request }) => {
    const seen = new Set<string>();
    for (const code of unitTypes) {
      const card = await cardOf(request, `${prefix(locale)}/layout/${code}`);
      expect(card).toEqual({
        image: `${origin}/cards/layout-${code}.${locale}.png`,
        width: "1200",
        height: "630",
        twitter: card.image,
      });
      seen.add(card.image ?? "");
    }
    expect(seen.size).toBe(unitTypes.length);
    const png = await request.get(`/cards/layout-D5.${locale}.png`);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect((await png.body()).length).toBeGreaterThan(10_000);
  });

  test(`every gallery picture in ${locale} has a page of its own with its own card`, async ({
    request,
  }) => {
    for (const slug of pictures) {
      const card = await cardOf(request, `${prefix(locale)}/gallery/${slug}`);
      expect(card).toMatchObject({
        image: `${origin}/cards/gallery-${slug}.${locale}.jpg`,
        width: "1200",
        height: "630",
      });
    }
    const jpg = await request.get(`/cards/gallery-pool-deck.${locale}.jpg`);
    expect(jpg.headers()["content-type"]).toBe("image/jpeg");
  });
}

test("a gallery picture's page shows the picture, its caption and the way back", async ({
  visit,
}) => {
  const page = await visit("/zh/gallery/sky-lounge");
  await expect(page.getByRole("navigation", { name: "导航路径" })).toBeVisible();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/\S/);
  await expect(page.locator("figure img")).toHaveAttribute("alt", /艺术构想图/);
  await expect(page.getByRole("link", { name: "全部图片" })).toHaveAttribute("href", "/zh/gallery");
  const graph = await jsonLdOf(page.request, "/zh/gallery/sky-lounge");
  expect(graph.find((n) => n["@type"] === "BreadcrumbList")).toMatchObject({
    itemListElement: [
      { position: 1, item: `${origin}/zh/gallery` },
      { position: 2, item: `${origin}/zh/gallery/sky-lounge` },
    ],
  });
  expect(graph.find((n) => n["@type"] === "ImageObject")).toMatchObject({
    url: `${origin}/zh/gallery/sky-lounge`,
  });
});

test("an unknown gallery picture is the localized 404", async ({ request }) => {
  expect((await request.get("/ms/gallery/no-such-picture")).status()).toBe(404);
});

test("the video tour's film is in the page's HTML with poster, both files and captions", async ({
  request,
}) => {
  const html = await (await request.get("/ms/video-tour")).text();
  const video = /<video[^>]*>[\s\S]*?<\/video>/.exec(html)?.[0] ?? "";
  expect(video).toMatch(/preload="none"/);
  expect(video).toMatch(/poster="[^"]+"/);
  expect(video).toContain('src="/video/skyhaven-tour.webm"');
  expect(video).toContain('src="/video/skyhaven-tour.mp4"');
  expect(video).toMatch(/<track[^>]*kind="captions"[^>]*src="\/video\/skyhaven-tour\.ms\.vtt"/);
  const graph = await jsonLdOf(request, "/ms/video-tour");
  const film = graph.find((n) => n["@type"] === "VideoObject");
  expect(film).toMatchObject({
    contentUrl: `${origin}/video/skyhaven-tour.mp4`,
    uploadDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    duration: expect.stringMatching(/^PT/),
    inLanguage: "ms",
  });
  const thumbnail = String((film?.thumbnailUrl as string[])[0]);
  const poster = await request.get(new URL(thumbnail).pathname);
  expect(poster.headers()["content-type"]).toBe("image/jpeg");
});

test("the video tour plays from its poster with captions on", async ({ visit }) => {
  const page = await visit("/video-tour");
  const film = page.locator("video");
  await expect(film).toHaveAttribute("preload", "none");
  await expect(film).not.toHaveAttribute("controls");
  await page.getByRole("button", { name: "Play the video tour" }).click();
  await expect(film).toHaveAttribute("controls", "");
  await expect(film).toBeFocused();
});

test("the developer page describes the developer as an Organization", async ({ request }) => {
  const graph = await jsonLdOf(request, "/developer");
  expect(graph.find((n) => n["@type"] === "Organization")).toMatchObject({
    "@id": `${origin}/developer#organization`,
    name: "SkyHaven Development Sdn Bhd",
  });
});

test("the complex lists all 22 floor plans by the @id each type page gives its plan", async ({
  request,
}) => {
  const complex = (await jsonLdOf(request, "/")).find((n) => n["@type"] === "ApartmentComplex");
  const ids = (complex?.accommodationFloorPlan as { "@id": string }[]).map((p) => p["@id"]);
  expect(ids).toEqual(unitTypes.map((code) => `${origin}/layout/${code}#floorplan`));
  const plan = (await jsonLdOf(request, "/zh/layout/C3")).find((n) => n["@type"] === "FloorPlan");
  expect(plan?.["@id"]).toBe(`${origin}/layout/C3#floorplan`);
  expect(plan).not.toHaveProperty("isPlanFor");
});

test("the headline figures agree with the unit and location data", async ({ visit }) => {
  const page = await visit("/");
  const facts = page.getByRole("region", { name: "Key facts" });
  await expect(facts).toContainText("7 min");
  await expect(facts).toContainText("to Airport Terminal 1");
  await expect(facts).toContainText("388–1,281");
  const dualKey = page.locator("article", { hasText: "Types D1–D9" });
  await expect(dualKey).toContainText("2–3 bedrooms");
  const landing = await page.request.get("/zh/landing");
  expect(await landing.text()).toContain("2–3 间卧室");
});

test("a picture open in the lightbox shows its own page's address, which reloads to that page", async ({
  page,
}) => {
  await page.goto("/zh/gallery?utm_source=ad");
  await galleryEnhanced(page);
  await page.locator('#gallery-grid a[data-gallery-slug="sky-lounge"]').click();
  await expect(page.getByRole("dialog")).toBeVisible(LIGHTBOX_LOAD);
  await expect(page).toHaveURL(/\/zh\/gallery\/sky-lounge\?utm_source=ad$/);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/zh\/gallery\?utm_source=ad$/);
  await page.goto("/zh/gallery/sky-lounge");
  await expect(page.getByRole("link", { name: "全部图片" })).toBeVisible();
});
