import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { privacyNoticeVersion } from "@/content/legal/privacy/version";
import { expect, test } from "./fixtures";
import { latestRegistrationByEmail, uniqueBuyer } from "./lead-store";

const thanksTitle = (locale: string): string =>
  JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")).Registration.thanksTitle;

const copy = {
  en: { path: "/register", salutation: "Mr", channel: "Website", thanks: thanksTitle("en") },
  zh: { path: "/zh/register", salutation: "先生", channel: "网站", thanks: thanksTitle("zh") },
  ms: {
    path: "/ms/register",
    salutation: "Encik",
    channel: "Laman Web",
    thanks: thanksTitle("ms"),
  },
} as const;

async function fillForm(
  page: Page,
  locale: keyof typeof copy,
  buyer: { contact: string; email: string },
) {
  const c = copy[locale];
  await page.locator("#salutationId").selectOption({ label: c.salutation });
  await page.locator("#name").fill("Lim Mei Ling");
  await page.locator("#contact").fill(buyer.contact);
  await page.locator("#email").fill(buyer.email);
  await page.locator("#address").fill("8 Jalan KLIA 1, 64000 Sepang, Selangor");
  await page.locator("#channel").selectOption({ label: c.channel });
  await page.locator("#consentPersonalData").check();
  await page.locator("#consentTerms").check();
}

for (const locale of ["en", "zh", "ms"] as const) {
  test(`a buyer registers in ${locale} and sees the thank-you page; the row is stored in ${locale}`, async ({
    page,
    visit,
  }) => {
    await page.clock.install();
    await visit(`${copy[locale].path}?unit=C1A&utm_source=facebook&utm_campaign=launch`);
    const buyer = uniqueBuyer();
    await fillForm(page, locale, buyer);
    await expect(page.getByRole("checkbox", { name: "C1A" })).toBeChecked();
    // A person takes more than a few seconds; faster posts are treated as bots.
    await page.clock.fastForward(8000);
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/register\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy[locale].thanks);
    const row = latestRegistrationByEmail(buyer.email);
    expect(row).toMatchObject({
      locale,
      source: "web",
      status: "new",
      unit_types: "C1A",
      consent_locale: locale,
      duplicate_of: null,
    });
    // The version of the notice the buyer was shown, as /privacy shows it.
    expect(row?.consent_notice_version).toBe(privacyNoticeVersion);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a buyer registers in Malay with a plain form post", async ({ page }) => {
    await page.goto("/ms/register");
    const buyer = uniqueBuyer();
    await fillForm(page, "ms", buyer);
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/ms\/register\/thank-you$/);
    expect(latestRegistrationByEmail(buyer.email)).toMatchObject({ locale: "ms", source: "web" });
  });

  test("a bad email comes back with the input kept and the error beside the field, in Malay", async ({
    page,
  }) => {
    await page.goto("/ms/register");
    await fillForm(page, "ms", { contact: "012-555 0101", email: "not-an-email" });
    await page.locator("button[type=submit]").click();
    await expect(page.locator("#email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#email-error")).toContainText("e-mel");
    await expect(page.locator("#email")).toHaveValue("not-an-email");
    await expect(page.locator("#name")).toHaveValue("Lim Mei Ling");
  });
});

test("a bad email and a missing consent show localized errors beside the fields and focus the first", async ({
  page,
}) => {
  await page.goto("/zh/register");
  await fillForm(page, "zh", { contact: "012-555 0102", email: "wrong@" });
  await page.locator("#consentTerms").uncheck();
  await page.locator("button[type=submit]").click();
  await expect(page.locator("#email")).toBeFocused();
  await expect(page.locator("#email-error")).toContainText("电邮");
  await expect(page.locator("#consentTerms-error")).toContainText("条款与条件");
  await expect(page.locator("#email")).toHaveAttribute("aria-describedby", /email-error/);
  await expect(page).toHaveURL(/\/zh\/register$/);
});

test("a field is checked as soon as the visitor leaves it", async ({ page }) => {
  await page.goto("/register");
  await page.locator("#contact").fill("12");
  await page.locator("#email").focus();
  await expect(page.locator("#contact-error")).toContainText("valid mobile number");
  await page.locator("#contact").fill("+65 9123 4567");
  await page.locator("#email").focus();
  await expect(page.locator("#contact-error")).toHaveCount(0);
});

test("a repeat registration by the same person is stored and linked to the first", async ({
  page,
}) => {
  await page.clock.install();
  const buyer = uniqueBuyer();
  for (let round = 0; round < 2; round++) {
    await page.goto("/register");
    await fillForm(page, "en", {
      ...buyer,
      email: round === 0 ? buyer.email : buyer.email.toUpperCase(),
    });
    await page.clock.fastForward(8000);
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/thank-you$/);
  }
  const first = latestRegistrationByEmail(buyer.email);
  const repeat = latestRegistrationByEmail(buyer.email.toUpperCase());
  expect(first?.duplicate_of).toBeNull();
  expect(repeat?.duplicate_of).toBe(first?.id);
});

test("/registration is the same form under one canonical URL", async ({ page }) => {
  const response = await page.goto("/zh/registration?unit=B2");
  expect(response?.url()).toMatch(/\/zh\/register\?unit=B2$/);
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
    "href",
    "http://localhost:3000/zh/register",
  );
  await expect(page.getByRole("checkbox", { name: "B2" })).toBeChecked();
});

test("the campaign landing page carries the form inline and records the campaign", async ({
  page,
  visit,
}) => {
  await page.clock.install();
  await visit("/landing?utm_source=facebook&utm_campaign=launch");
  await expect(
    page.getByRole("heading", { level: 2, name: "Four suite categories" }),
  ).toBeVisible();
  await expect(page.getByText("958–1,281 sq ft")).toBeVisible();
  await page.getByRole("link", { name: "Register interest" }).first().click();
  await expect(page).toHaveURL(/#register$/);
  const buyer = uniqueBuyer();
  await fillForm(page, "en", buyer);
  await page.clock.fastForward(8000);
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\/register\/thank-you$/);
  expect(latestRegistrationByEmail(buyer.email)).toMatchObject({
    landing_page: "/landing?utm_source=facebook&utm_campaign=launch",
    utm_source: "facebook",
    utm_campaign: "launch",
  });
});
