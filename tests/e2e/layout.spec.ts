import { expect, expectNoAxeViolations, test } from "./fixtures";

// The list holds 22 drawn plans: axe takes its time over them on a busy machine.
test.describe.configure({ timeout: 60_000 });

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
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({
      "@type": "FloorPlan",
      isPlanFor: { name: "SkyHaven Suites" },
      floorSize: [{ unitCode: "FTK" }, { unitCode: "MTK" }],
    });
    expect(jsonLd.layoutImage).toContain(`/plans/${code}`);
    const plan = await page.request.get(new URL(jsonLd.layoutImage).pathname);
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
