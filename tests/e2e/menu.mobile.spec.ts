import { expect, expectNoAxeViolations, test } from "./fixtures";

test("on a phone the footer keeps the disclaimer and the legal links, not the logo or copyright", async ({
  visit,
}) => {
  const page = await visit("/");
  const footer = page.locator("footer");
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeHidden();
  await expect(footer.getByText("Buyers must read the sale and purchase agreement")).toBeVisible();
  await expect(footer.getByRole("link", { name: "Terms and Conditions" })).toBeVisible();
});

test("the menu drawer opens from the menu button, keeps focus inside and closes on Escape", async ({
  page,
}) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Open menu" });
  await button.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expectNoAxeViolations(page);
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(
      () =>
        document.activeElement?.closest("dialog") !== null ||
        document.activeElement === document.body,
    );
    expect(inside, `focus after ${i + 1} tabs`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
});

test("the menu drawer closes when the visitor follows one of its links", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.getByRole("link", { name: "Terms and Conditions" }).click();
  await expect(page).toHaveURL(/\/term$/);
  await expect(drawer).toBeHidden();
});

test("the concept page reads well on a phone in every language", async ({ visit }) => {
  for (const path of ["/", "/zh", "/ms"]) {
    const page = await visit(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow on ${path}`).toBe(0);
  }
});
