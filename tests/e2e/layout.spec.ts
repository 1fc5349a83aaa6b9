import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  currentUnitContrast,
  drawnInOrder,
  noteInsidePlan,
  smallestPlanWord,
  useSettings,
} from "./plans";

// The list holds 22 drawn plans: axe takes its time over them on a busy machine.
test.describe.configure({ timeout: 120_000 });

const listedTypes = (page: import("@playwright/test").Page) =>
  page.locator("[data-unit]").evaluateAll((items) => items.map((i) => i.getAttribute("data-unit")));

for (const { path, lang } of [
  { path: "/layout", lang: "en" },
  { path: "/zh/layout", lang: "zh-Hans" },
  { path: "/ms/layout", lang: "ms" },
]) {
  test(`${path} shows the key plan and all 22 types in its language`, async ({ visit }) => {
    const page = await visit(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(page.locator("svg.kp a")).toHaveCount(22);
    await expect(page.locator("[data-unit]")).toHaveCount(22);
  });
}

for (const { path, code, heading } of [
  { path: "/layout/C1A", code: "C1A", heading: "Type C1A" },
  { path: "/zh/layout/D5", code: "D5", heading: "D5 户型" },
  { path: "/ms/layout/A1", code: "A1", heading: "Jenis A1" },
]) {
  test(`${path} shows the plan, the specification and structured data`, async ({ visit }) => {
    const page = await visit(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator(`svg.fp[role=img]`)).toBeVisible();
    await expect(page.locator("dl")).toBeVisible();
    const { "@graph": graph } = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as { "@graph": Record<string, unknown>[] };
    const jsonLd = graph.find((thing) => thing["@type"] === "FloorPlan") ?? {};
    expect(jsonLd).toMatchObject({
      "@id": `http://localhost:3000/layout/${code}#floorplan`,
      floorSize: [{ unitCode: "FTK" }, { unitCode: "MTK" }],
    });
    expect(jsonLd).not.toHaveProperty("isPlanFor");
    expect(graph.find((thing) => thing["@type"] === "ApartmentComplex")).toMatchObject({
      accommodationFloorPlan: { "@id": jsonLd["@id"] },
    });
    expect(graph.find((thing) => thing["@type"] === "BreadcrumbList")).toMatchObject({
      itemListElement: [{ position: 1 }, { position: 2, name: code }],
    });
    expect(jsonLd.layoutImage).toContain(`/plans/${code}`);
    const plan = await page.request.get(new URL(String(jsonLd.layoutImage)).pathname);
    expect(plan.headers()["content-type"]).toContain("image/svg+xml");
  });
}

test("the category filter narrows the list, and the URL keeps it through a reload", async ({
  visit,
}) => {
  const page = await visit("/layout");
  await page.locator("form label", { hasText: "D · Dual-Key Premium Suite" }).click();
  const dualKey = ["D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9"];
  await expect.poll(() => listedTypes(page)).toEqual(dualKey);
  await expect(page.getByTestId("layout-count")).toHaveText("9 unit types of 22 shown");
  await expect(page).toHaveURL(/\/layout\?category=D$/);
  await page.locator("select[name=bedrooms]").selectOption("3");
  await expect.poll(() => listedTypes(page)).toEqual(["D5", "D6", "D7", "D8", "D9"]);
  await page.reload();
  await expect.poll(() => listedTypes(page)).toEqual(["D5", "D6", "D7", "D8", "D9"]);
  await expect(page.getByRole("radio", { name: "D · Dual-Key Premium Suite" })).toBeChecked();
  await expectNoAxeViolations(page);
});

test("the concept page's category links open the list filtered", async ({ visit }) => {
  const page = await visit("/layout?category=A");
  await expect.poll(() => listedTypes(page)).toEqual(["A1", "A2", "A3"]);
});

test("two types chosen for comparison appear side by side", async ({ visit }) => {
  const page = await visit("/layout");
  await page.getByRole("checkbox", { name: "Compare C1A" }).check();
  await page.getByRole("checkbox", { name: "Compare D5" }).check();
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["C1A", "D5"]);
  await expect(table.getByRole("img", { name: "Plan of type C1A" })).toBeVisible();
  await expect(table.getByRole("img", { name: "Plan of type D5" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Built-up area/ })).toContainText("732 sq ft");
  await expect(page).toHaveURL(/compare=C1A,D5/);
  await page.getByRole("button", { name: "Compare side by side" }).click();
  await expect(page.getByRole("heading", { name: "Side by side" })).toBeFocused();
  await expectNoAxeViolations(page);
});

test("a fourth type cannot join a comparison of three", async ({ visit }) => {
  const page = await visit("/layout?compare=A1,B1,C1A");
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(3);
  await expect(page.getByRole("checkbox", { name: "Compare D5" })).toBeDisabled();
  await page.getByRole("button", { name: "Remove B1 from the comparison" }).click();
  await expect(page.getByRole("checkbox", { name: "Compare D5" })).toBeEnabled();
});

test("a suite on the key plan opens its type page", async ({ visit }) => {
  const page = await visit("/layout");
  await page.getByRole("link", { name: /^C1A, Double Suite/ }).click();
  await expect(page).toHaveURL(/\/layout\/C1A$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Type C1A");
});

test("a lower-case type moves permanently to the upper-case page, in every language", async ({
  request,
}) => {
  for (const [from, to] of [
    ["/layout/c1a", /\/layout\/C1A$/],
    ["/zh/layout/c1a", /\/zh\/layout\/C1A$/],
    ["/ms/layout/d5?utm_source=print", /\/ms\/layout\/D5\?utm_source=print$/],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location).toMatch(to);
  }
});

test("an unknown type is a 404", async ({ visit }) => {
  const page = await visit("/layout/Z9", { status: 404 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This page took a different flight",
  );
  expect((await page.request.get("/zh/layout/z9")).status()).toBe(404);
});

test("'Register interest in this type' opens the form with the type ticked", async ({ visit }) => {
  const page = await visit("/layout/C1A");
  await page.getByRole("link", { name: "Register interest in this type" }).click();
  await expect(page).toHaveURL(/\/register\?unit=C1A$/);
  await expect(page.getByRole("checkbox", { name: "C1A" })).toBeChecked();
  await expectNoAxeViolations(page);
});

test("the zoom buttons change the zoom, by mouse and by keyboard", async ({ visit }) => {
  const page = await visit("/layout/D5");
  const zoom = page.getByTestId("plan-zoom");
  const plan = page.locator("svg.fp[role=img]");
  await expect(zoom).toContainText("100%");
  const before = (await plan.boundingBox())?.width ?? 0;
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(zoom).toContainText("150%");
  expect((await plan.boundingBox())?.width ?? 0).toBeGreaterThan(before * 1.4);
  await page.getByRole("button", { name: "Zoom in" }).focus();
  await page.keyboard.press("Enter");
  await expect(zoom).toContainText("225%");
  await page.getByRole("button", { name: "Zoom out" }).click();
  await expect(zoom).toContainText("150%");
  await page.getByRole("button", { name: "Reset zoom" }).click();
  await expect(zoom).toContainText("100%");
  await expect(page.getByRole("button", { name: "Zoom out" })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test("previous and next link the neighbouring types", async ({ visit }) => {
  const page = await visit("/layout/C1A");
  const pager = page.getByRole("navigation", { name: "Other unit types" });
  await expect(pager.getByRole("link", { name: /Previous type/ })).toHaveAttribute(
    "href",
    "/layout/B5",
  );
  await pager.getByRole("link", { name: /Next type/ }).click();
  await expect(page).toHaveURL(/\/layout\/C1B$/);
});

test("in right-to-left mode sizes and ranges keep their order and the plan note stays on the plan", async ({
  page,
  visit,
}) => {
  await useSettings(page, { themeDirection: "rtl" });
  await visit("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const range = page.locator("main article bdi", { hasText: "sq ft" }).first();
  const [min = "", rest = ""] = ((await range.textContent()) ?? "").split("–");
  expect(await drawnInOrder(range, min, rest.split(" ")[0] ?? "")).toBe(true);
  const facts = page.locator("dd bdi", { hasText: "–" }).first();
  const [from = "", to = ""] = ((await facts.textContent()) ?? "").split("–");
  expect(await drawnInOrder(facts, from, to)).toBe(true);

  await visit("/layout/D5");
  expect(await noteInsidePlan(page)).toBe(true);
  const size = page.locator("header bdi", { hasText: "sq ft" });
  const text = (await size.textContent()) ?? "";
  expect(await drawnInOrder(size, text.split(" ")[0] ?? "", "sq ft")).toBe(true);
});

test("unit codes and sizes in the display face use lining figures", async ({ visit }) => {
  const page = await visit("/layout/B1");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveCSS("font-variant-numeric", /lining-nums/);
  await expect(
    page.getByRole("navigation", { name: "Other unit types" }).locator("bdi").first(),
  ).toHaveCSS("font-variant-numeric", /lining-nums/);
});

for (const path of ["/layout/D5", "/zh/layout?compare=C1A,D5"]) {
  test(`${path} passes axe in dark mode, with its current unit readable`, async ({
    page,
    visit,
  }) => {
    await useSettings(page, { themeMode: "dark" });
    await visit(path);
    await expect(page.locator("html")).toHaveAttribute("data-theme-mode", "dark");
    if (path.startsWith("/layout/"))
      expect(await currentUnitContrast(page)).toBeGreaterThanOrEqual(4.5);
    else await expect(page.getByRole("table").getByRole("columnheader")).toHaveText(["C1A", "D5"]);
  });
}

test("on a computer compare keeps its two plans at one scale", async ({ visit }) => {
  const page = await visit("/layout?compare=A1,D5");
  const a1 = page.getByRole("img", { name: "Plan of type A1" });
  const d5 = page.getByRole("img", { name: "Plan of type D5" });
  const [boxA, boxD] = await Promise.all([a1.boundingBox(), d5.boundingBox()]);
  const ratio = Number(await a1.getAttribute("width")) / Number(await d5.getAttribute("width"));
  expect((boxA?.width ?? 0) / (boxD?.width ?? 1)).toBeCloseTo(ratio, 1);
});

test("on a computer a wide plan opens whole, its words 11 px or more", async ({ visit }) => {
  const page = await visit("/layout/D5");
  const frame = page.getByRole("region", { name: /Floor plan of type D5/ });
  expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  expect(await smallestPlanWord(page)).toBeGreaterThanOrEqual(11);
});
