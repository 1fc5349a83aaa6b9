import { expect, type Page } from "@playwright/test";

interface FillOptions {
  salutation?: string;
  name?: string;
  channel?: string;
}

/** Fills /register's required fields as a buyer does (the address left out: it is optional). */
export async function fillRegistration(
  page: Page,
  buyer: { contact: string; email: string },
  { salutation = "Ms", name = "Siti Aminah", channel = "Newspaper" }: FillOptions = {},
): Promise<void> {
  await page.locator("#salutationId").selectOption({ label: salutation });
  await page.locator("#name").fill(name);
  await page.locator("#contact").fill(buyer.contact);
  await page.locator("#email").fill(buyer.email);
  await page.locator("#channel").selectOption({ label: channel });
  await page.locator("#consentPersonalData").check();
  await page.locator("#consentTerms").check();
}

/**
 * Sends the filled form and waits for the thank-you page. The form refuses an answer given
 * faster than a person types: the page's clock (`page.clock.install()` before it loaded) moves on.
 */
export async function submitRegistration(page: Page): Promise<void> {
  await page.clock.fastForward(8000);
  await page.locator("form button[type=submit]").click();
  await expect(page).toHaveURL(/\/register\/thank-you$/);
}
