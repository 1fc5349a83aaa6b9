import { expect, test } from "./fixtures";

const locales = [
  {
    path: "/",
    lang: "en",
    heading: "Where the journey pauses",
    category: "Dual-Key Premium Suites",
  },
  { path: "/zh", lang: "zh-Hans", heading: /./, category: "双钥匙尊享套房" },
  { path: "/ms", lang: "ms", heading: /./, category: "Suite Premium Dwi-Kunci" },
];

for (const { path, lang, heading, category } of locales) {
  test(`the concept page ${path} is complete in its language`, async ({ visit }) => {
    const page = await visit(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("blockquote")).toBeVisible();
    await expect(page.locator("#sanctuary-title")).toBeVisible();
    await expect(
      page.locator("#investment-title ~ * h3, section[aria-labelledby=investment-title] h3"),
    ).toHaveCount(4);
    await expect(page.getByRole("heading", { level: 3, name: category })).toBeVisible();
  });
}

test("the concept page carries canonical and hreflang alternates for every language", async ({
  page,
}) => {
  await page.goto("/zh");
  const href = (selector: string) => page.locator(selector).getAttribute("href");
  expect(await href("link[rel=canonical]")).toBe("http://localhost:3000/zh");
  expect(await href('link[rel=alternate][hreflang="en"]')).toBe("http://localhost:3000");
  expect(await href('link[rel=alternate][hreflang="zh-Hans"]')).toBe("http://localhost:3000/zh");
  expect(await href('link[rel=alternate][hreflang="ms"]')).toBe("http://localhost:3000/ms");
  expect(await href('link[rel=alternate][hreflang="x-default"]')).toBe("http://localhost:3000");
});

test("the hero image is responsive and served as AVIF or WebP", async ({ page }) => {
  const heroRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/_next\/image\?url=[^&]*hero/.test(request.url())) heroRequests.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const hero = page.locator("section[aria-labelledby=hero-title] img");
  // The box is as tall as the screen: sizes is the width the 16:9 picture takes to cover it.
  await expect(hero).toHaveAttribute("sizes", /max\(100vw, calc\(\(92vh - 88px\) \* 1\.778\)\)/);
  await expect(hero).toHaveAttribute("srcset", /w=3840/);
  // On a computer the 16:9 cut alone is fetched; the phone's portrait cut is not.
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toContain("portrait");
  expect(heroRequests).toHaveLength(1);
  await expect(
    page.locator('link[rel=preload][as=image][media="(max-width: 47.99rem)"]'),
  ).toHaveCount(1);
  const response = await page.request.get((await hero.getAttribute("src")) ?? "", {
    headers: { accept: "image/avif,image/webp,*/*" },
  });
  expect(response.headers()["content-type"]).toMatch(/image\/(avif|webp)/);
});
