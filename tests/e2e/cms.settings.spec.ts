import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

// The CMS at /cms: only the marketing team and admins get in; a draft stays off the site until
// it is published, and then the page changes in that language only.

test("/cms and its API refuse visitors and the sales team", async ({ page, request }) => {
  const anonymous = await request.get("/cms", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(307);
  expect(anonymous.headers().location).toContain("/admin/sign-in?next=%2Fcms");
  expect((await request.get("/api/cms/globals/concept")).status()).toBe(403);
  expect((await request.get("/api/cms/staff/me")).ok()).toBe(true);
  expect((await (await request.get("/api/cms/staff/me")).json()).user).toBeNull();

  await signIn(page, createStaffAccount("sales"));
  await page.goto("/cms");
  await expect(
    page.getByRole("heading", { name: "The site's content is edited by marketing" }),
  ).toBeVisible();
  expect((await page.request.get("/api/cms/globals/concept")).status()).toBe(403);
  const preview = await page.request.get("/api/cms-preview?area=concept&locale=zh", {
    maxRedirects: 0,
  });
  expect(preview.status()).toBe(403);
});

test("a Chinese headline: drafted, previewed, published, on /zh only", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, createStaffAccount("marketing"));
  await expect(page.getByRole("link", { name: "Site content" })).toBeVisible();

  const original = await headline(browser, "/zh");
  const english = await headline(browser, "/");
  const draft = `草稿标题 ${randomBytes(3).toString("hex")}`;
  await page.goto("/cms/globals/concept?locale=zh");
  const title = page.locator("#field-hero__title");
  await title.fill(draft);
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText(/Draft saved successfully/i)).toBeVisible();

  // Only the editor's preview shows it; the public page does not.
  expect(await headline(browser, "/zh")).toBe(original);
  await page.goto("/api/cms-preview?area=concept&locale=zh");
  await expect(page).toHaveURL(/\/zh$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(draft);
  await page.goto("/api/cms-preview?area=concept&locale=zh&exit=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(original);

  const published = `机场旁的宁静 ${randomBytes(3).toString("hex")}`;
  await page.goto("/cms/globals/concept?locale=zh");
  await title.fill(published);
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText(/Updated successfully|published successfully/i)).toBeVisible();

  await expect.poll(() => headline(browser, "/zh"), { timeout: 60_000 }).toBe(published);
  expect(await headline(browser, "/")).toBe(english);
  expect(await headline(browser, "/ms")).not.toBe(published);

  // Put the seeded headline back for the other tests.
  await page.goto("/cms/globals/concept?locale=zh");
  await title.fill(original);
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText(/Updated successfully|published successfully/i)).toBeVisible();
});

/** The page's headline as a visitor with no session sees it. */
async function headline(browser: import("@playwright/test").Browser, path: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path);
    return (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  } finally {
    await context.close();
  }
}
