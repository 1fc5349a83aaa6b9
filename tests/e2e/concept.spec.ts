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
  await page.goto("/");
  const hero = page.locator("section[aria-labelledby=hero-title] img");
  await expect(hero).toHaveAttribute("sizes", "100vw");
  await expect(hero).toHaveAttribute("srcset", /w=3840/);
  const response = await page.request.get((await hero.getAttribute("src")) ?? "", {
    headers: { accept: "image/avif,image/webp,*/*" },
  });
  expect(response.headers()["content-type"]).toMatch(/image\/(avif|webp)/);
});
