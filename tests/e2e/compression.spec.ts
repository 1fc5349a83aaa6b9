import { expect, test } from "./fixtures";

// The production server (scripts/serve.ts) compresses with brotli; the browser's own requests
// are checked here, as sent, with the security headers that must survive the compression layer.

test("a page and its scripts and styles reach the browser brotli-compressed", async ({ page }) => {
  const assets: { url: string; encoding?: string; caching?: string; nosniff?: string }[] = [];
  page.on("response", async (response) => {
    if (!/\/_next\/static\/.+\.(js|css)$/.test(new URL(response.url()).pathname)) return;
    // Files under 1 KB go out as they are: compressing them saves less than a packet.
    if ((await response.body()).length < 1024) return;
    const headers = await response.allHeaders();
    assets.push({
      url: response.url(),
      encoding: headers["content-encoding"],
      caching: headers["cache-control"],
      nosniff: headers["x-content-type-options"],
    });
  });
  const response = await page.goto("/zh", { waitUntil: "networkidle" });
  const headers = await response!.allHeaders();
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["content-security-policy"]).toMatch(/default-src 'self'/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  expect(assets.length).toBeGreaterThan(5);
  for (const asset of assets) {
    expect(asset, asset.url).toMatchObject({
      encoding: "br",
      caching: "public, max-age=31536000, immutable",
      nosniff: "nosniff",
    });
  }
});

test("a client without brotli gets gzip, and one that asks for nothing gets plain text", async ({
  request,
}) => {
  const gzip = await request.get("/gallery", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toContain("<html");

  const plain = await request.get("/gallery", { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toContain("<html");
});

test("a page rendered on each request streams through the compression", async ({ request }) => {
  const response = await request.get("/admin/sign-in", { headers: { "Accept-Encoding": "br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("br");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await response.text()).toMatch(/<form/);
});
