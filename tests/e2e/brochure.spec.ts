import { getConcept } from "@/content/concept";
import { advertisingParticulars } from "@/content/developer";
import { readPdf } from "../support/read-pdf";
import { expect, test } from "./fixtures";

const compact = (text: string) => text.replace(/\s+/g, "");
const mobileBudget = 2.5 * 1024 * 1024;

test("the Chinese e-brochure is a PDF of every section with Chinese text and the particulars", async ({
  request,
}) => {
  const response = await request.get("/brochure/zh.pdf");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["content-disposition"]).toBe('inline; filename="SkyHaven-Suites-zh.pdf"');
  expect(headers["cache-control"]).toMatch(/max-age=\d+/);

  const body = await response.body();
  expect(body.length).toBeLessThan(mobileBudget);
  const { pages, text, title } = await readPdf(body);
  // Cover, concept, sanctuary, investment, unit types (a page or more per category), facilities
  // (2), location, developer, back cover.
  expect(pages).toBeGreaterThanOrEqual(11);
  expect(title).toBe("SkyHaven Suites 电子手册");
  // The concept's title and the disclaimer, in Chinese glyphs embedded in the file.
  expect(compact(text)).toContain("旅途在此，从容停驻");
  expect(compact(text)).toContain("买家须详阅买卖合约。");
  // A facility, a place on the map and the licence every housing advertisement must show.
  expect(compact(text)).toContain("无边泳池");
  expect(compact(text)).toContain("双钥匙尊享套房");
  expect(text).toContain("D9");
  expect(compact(text)).toContain("吉隆坡市中心");
  expect(text).toContain(advertisingParticulars.developerLicence.number);
});

for (const locale of ["en", "ms"] as const) {
  const heading = getConcept(locale).hero.title;
  test(`the ${locale} e-brochure is a PDF in its language`, async ({ request }) => {
    const response = await request.get(`/brochure/${locale}.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const body = await response.body();
    expect(body.length).toBeLessThan(mobileBudget);
    const { pages, text } = await readPdf(body);
    expect(pages).toBeGreaterThanOrEqual(11);
    expect(compact(text)).toContain(compact(heading));
    // This build's SITE_URL is a loopback address: the brochure prints none rather than that.
    expect(text).not.toMatch(/localhost|127\.0\.0\.1/);
  });
}

test("a brochure in an unknown language is not found", async ({ request }) => {
  const response = await request.get("/brochure/xx.pdf");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).not.toBe("application/pdf");
});

for (const [path, navigation, link] of [
  ["/", "Main", "E-Brochure"],
  ["/zh", "主导航", "电子手册"],
  ["/ms", "Utama", "E-Brosur"],
] as const) {
  test(`the menu on ${path} opens the brochure in the page's language in a new tab`, async ({
    visit,
    request,
  }) => {
    const page = await visit(path);
    const brochure = page.getByRole("navigation", { name: navigation }).getByRole("link", {
      name: new RegExp(link),
    });
    const locale = path === "/" ? "en" : path.slice(1);
    await expect(brochure).toHaveAttribute("href", `/brochure/${locale}.pdf`);
    await expect(brochure).toHaveAttribute("target", "_blank");
    const response = await request.get((await brochure.getAttribute("href")) ?? "");
    expect(response.headers()["content-type"]).toBe("application/pdf");
  });
}
