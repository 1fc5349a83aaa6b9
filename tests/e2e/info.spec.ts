import { privacyNoticeVersion } from "@/content/legal/privacy/version";
import { expect, test } from "./fixtures";

const tileServers = /tile\.openstreetmap\.org|api\.maptiler\.com/;

const pages = ["/location", "/developer", "/term", "/privacy"];
const prefixes = [
  { prefix: "", lang: "en" },
  { prefix: "/zh", lang: "zh-Hans" },
  { prefix: "/ms", lang: "ms" },
];

for (const path of pages) {
  for (const { prefix, lang } of prefixes) {
    test(`${prefix}${path} answers in its language with one heading and no axe violations`, async ({
      visit,
    }) => {
      const page = await visit(`${prefix}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
        "href",
        `http://localhost:3000${prefix}${path}`,
      );
    });
  }
}

test("the location page works with every tile server unreachable", async ({ page, visit }) => {
  const tileRequests: string[] = [];
  await page.route(tileServers, (route) => {
    tileRequests.push(route.request().url());
    return route.abort();
  });
  await visit("/location");
  const map = page.getByRole("img", { name: /Schematic map of SkyHaven Suites/ });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute("aria-label", /Airport Terminal 1/);
  const places = page.locator("section[aria-labelledby=poi-title] li");
  await expect(places).toHaveCount(8);
  await expect(places.first()).toContainText("Airport Terminal 1");
  await expect(places.first()).toContainText(/\d+ km/);
  await expect(places.first()).toContainText(/\d+ min by car/);
  expect(tileRequests, "no tiles before the visitor asks for the map").toEqual([]);
});

test("directions open Google Maps and Waze at the site's coordinates", async ({ visit }) => {
  const page = await visit("/zh/location");
  const coordinates = /2\.783,101\.7105/;
  const google = page.locator("a[href*='google.com/maps']");
  const waze = page.locator("a[href*='waze.com']");
  await expect(google).toHaveAttribute("href", coordinates);
  await expect(waze).toHaveAttribute("href", coordinates);
  await expect(google).toHaveAttribute("target", "_blank");
});

test("the interactive map loads on request and says so when tiles cannot load", async ({
  page,
  visit,
}) => {
  // A tile server that is down: 503 rather than abort, so the console shows only expected errors.
  await page.route(tileServers, (route) => route.fulfill({ status: 503, body: "" }));
  await visit("/location");
  await page.getByRole("button", { name: "Show interactive map" }).click();
  // The map gives way to the address and directions once its tiles fail (no grey box).
  await expect(page.locator("[role=status]", { hasText: "could not load" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Schematic map/ })).toBeVisible();
});

test("the developer page shows the licence, the permit and ways to get in touch", async ({
  visit,
}) => {
  const page = await visit("/developer");
  const particulars = page.locator("section[aria-labelledby=particulars-title]");
  await expect(particulars).toContainText("Developer's licence no.");
  await expect(particulars).toContainText("30412-1/07-2029/0815(L)");
  await expect(particulars).toContainText("Advertising and sales permit no.");
  await expect(particulars).toContainText("30412-1/07-2027/0815(P)");
  await expect(particulars).toContainText("Leasehold, 99 years");
  const contact = page.getByRole("main");
  await expect(contact.locator("a[href^='tel:+60']")).toBeVisible();
  await expect(contact.locator("a[href='/go/whatsapp?from=/developer']")).toBeVisible();
  await expect(contact.locator("a[href^='mailto:']")).toBeVisible();
});

test("the registration form carries the advertising particulars in small print", async ({
  page,
}) => {
  await page.goto("/register");
  await expect(page.getByText(/30412-1\/07-2027\/0815\(P\)/)).toBeVisible();
});

test("the privacy notice shows its version and effective date, with a working contents list", async ({
  visit,
}) => {
  const page = await visit("/ms/privacy");
  await expect(page.getByText(`Versi ${privacyNoticeVersion}`)).toBeVisible();
  await expect(page.getByText(/Berkuat kuasa 28 November 2026/)).toBeVisible();
  const contents = page.getByRole("navigation", { name: "Kandungan" });
  await contents.getByRole("link", { name: /Hak anda/ }).click();
  await expect(page).toHaveURL(/#rights$/);
  await expect(page.locator("#rights")).toBeInViewport();
});

// The test build's SITE_URL is http://localhost:3000, a loopback address: the sitemap and
// robots.txt then name the address they were fetched from, never localhost:3000.
test("the sitemap lists every page in every language with hreflang alternates, under the address it was fetched from", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const origin = new URL(response.url()).origin;
  const xml = await response.text();
  expect(xml).not.toContain("localhost:3000");
  expect(xml).toContain(`<loc>${origin}/zh/location</loc>`);
  expect(xml).toContain(`<loc>${origin}/ms/layout/D9</loc>`);
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="zh-Hans" href="${origin}/zh/location" />`,
  );
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/location" />`,
  );
  const proxied = await request.get("/sitemap.xml", {
    headers: { "x-forwarded-host": "skyhaven.example", "x-forwarded-proto": "https" },
  });
  expect(await proxied.text()).toContain("<loc>https://skyhaven.example/zh/location</loc>");
});

test("robots.txt keeps crawlers out of the admin and the API", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Disallow: \/api$/m);
  expect(text).toContain(`Sitemap: ${new URL(response.url()).origin}/sitemap.xml`);
});

test("the concept page describes the complex and its developer to search engines", async ({
  page,
}) => {
  await page.goto("/");
  const json = await page.locator("script[type='application/ld+json']").allTextContents();
  type Thing = { "@type"?: string; "@graph"?: Thing[] };
  const graph = json.flatMap((text): Thing[] => {
    const data = JSON.parse(text) as Thing;
    return data["@graph"] ?? [data];
  });
  const types = graph.map((thing) => thing["@type"]);
  expect(types).toContain("ApartmentComplex");
  expect(types).toContain("Organization");
});

test("the location page describes the place with its coordinates", async ({ page }) => {
  await page.goto("/location");
  const text = await page.locator("script[type='application/ld+json']").first().textContent();
  expect(JSON.parse(text ?? "{}")).toMatchObject({
    "@type": "Place",
    geo: { latitude: 2.783, longitude: 101.7105 },
  });
});
