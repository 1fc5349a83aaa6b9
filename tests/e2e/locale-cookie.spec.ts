import { expect, test } from "./fixtures";

// Public pages are kept 25 s by shared caches, so none may carry a Set-Cookie (one visitor's
// language handed to the next); the browser records the choice instead, and it still sticks.
test("a visitor who opened /zh is sent to /zh from / next time, with no Set-Cookie on either page", async ({
  page,
  context,
}) => {
  const setCookies: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "document") return;
    const header = await response.headerValue("set-cookie");
    if (header) setCookies.push(`${response.url()}: ${header}`);
  });

  await page.goto("/zh");
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value)
    .toBe("zh");

  await page.goto("/");
  await expect(page).toHaveURL(/\/zh$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  expect(setCookies).toEqual([]);
});

test("a desk address that leads nowhere answers 404 with the desk's page and a way back", async ({
  page,
}) => {
  const response = await page.goto("/admin/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nothing here");
  await expect(page.getByRole("link", { name: "Back to the desk" })).toHaveAttribute(
    "href",
    "/admin",
  );
});
