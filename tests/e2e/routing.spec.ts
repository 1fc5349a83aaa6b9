import { expect, test } from "./fixtures";

test("old /cn links move permanently to /zh, keeping the rest of the path", async ({ request }) => {
  const response = await request.get("/cn/gallery?utm_source=fb", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/zh\/gallery\?utm_source=fb$/);
});

test("?lang=cn moves permanently to the same page under /zh", async ({ request }) => {
  const response = await request.get("/coming-soon?lang=cn", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/zh\/coming-soon$/);
});

for (const { path, title } of [
  { path: "/no-such-page", title: "This page took a different flight" },
  { path: "/zh/no-such-page", title: /./ },
  { path: "/ms/a/b/c", title: /./ },
  { path: "/404", title: "This page took a different flight" },
]) {
  test(`an unknown path ${path} gets the localized 404 page with status 404`, async ({ visit }) => {
    const page = await visit(path, { status: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("link", { name: /./ }).first()).toBeVisible();
  });
}

test("a 404 reads whole before any script runs: language, title and message in the HTML", async ({
  request,
}) => {
  for (const [path, lang, heading] of [
    ["/no-such-page", "en", "This page took a different flight"],
    ["/zh/layout/ZZ9", "zh-Hans", "这个页面搭上了另一班航班"],
    ["/ms/gallery/no-such-picture", "ms", /<h1[^>]*>[^<]+</],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).not.toContain("__next_error__");
    // Next.js puts the release's deployment id (data-dpl-id) first on a prerendered page's <html>.
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    if (typeof heading === "string") expect(html).toContain(heading);
    else expect(html).toMatch(heading);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  }
});

test("after scripts run, a 404 keeps its address and its heading", async ({ page }) => {
  await page.goto("/zh/no-such-page", { waitUntil: "networkidle" });
  await expect(page).toHaveURL(/\/zh\/no-such-page$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("这个页面搭上了另一班航班");
  await page.getByRole("link", { name: "返回项目理念" }).first().click();
  await expect(page).toHaveURL(/\/zh$/);
});

test("the 404 page speaks the visitor's language", async ({ page }) => {
  await page.goto("/zh/no-such-page");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  const zhTitle = await page.getByRole("heading", { level: 1 }).textContent();
  await page.goto("/ms/no-such-page");
  const msTitle = await page.getByRole("heading", { level: 1 }).textContent();
  expect(new Set([zhTitle, msTitle, "This page took a different flight"]).size).toBe(3);
});

for (const path of [
  "/500",
  "/maintenance",
  "/coming-soon",
  "/zh/maintenance",
  "/ms/coming-soon",
  "/ms/500",
]) {
  test(`the status page ${path} renders in its language`, async ({ visit }) => {
    const page = await visit(path);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", /noindex/);
  });
}

test("every response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/zh/no-such-page", "/api/health"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("default-src 'self'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
});

test("the health check answers ok when the database answers", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("the salutation list comes from the database in the requested language", async ({
  request,
}) => {
  const en = await (await request.get("/api/salutations?locale=en")).json();
  expect(en[0]).toEqual({ id: 1, code: "mr", label: "Mr" });
  expect(en.map((s: { code: string }) => s.code)).toEqual(
    expect.arrayContaining(["dato", "datin", "tan_sri", "puan_sri", "dato_sri"]),
  );
  const zh = await (
    await request.get("/api/salutations", { headers: { "accept-language": "zh-CN,zh;q=0.9" } })
  ).json();
  expect(zh[0]).toEqual({ id: 1, code: "mr", label: "先生" });
  const ms = await (await request.get("/api/salutations?locale=ms")).json();
  expect(ms[0].label).toBe("Encik");
});
