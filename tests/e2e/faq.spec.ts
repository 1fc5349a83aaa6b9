import { foreignOwnership } from "@/content/calculator/foreign-ownership";
import { getFaq, faqQuestionIds } from "@/content/faq";
import { faqSectionIds } from "@/content/faq/types";
import { formatRinggit } from "@/lib/money/ringgit";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const languages = [
  { locale: "en", prefix: "", lang: "en" },
  { locale: "zh", prefix: "/zh", lang: "zh-Hans" },
  { locale: "ms", prefix: "/ms", lang: "ms" },
] as const;

for (const { locale, prefix, lang } of languages) {
  test(`${prefix}/faq answers every question in its language, with FAQPage data`, async ({
    visit,
  }) => {
    const page = await visit(`${prefix}/faq`);
    const copy = getFaq(locale);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(
      faqSectionIds.map((id) => copy.sections[id]),
    );
    const questions = page.locator("main details");
    await expect(questions).toHaveCount(faqQuestionIds.length);
    await expect(page.locator("main details[open]")).toHaveCount(0);

    // Opened, every answer reads with its figures filled, and the page is still axe clean.
    for (const summary of await page.locator("main summary").all()) await summary.click();
    await expect(page.locator("main details[open]")).toHaveCount(faqQuestionIds.length);
    const consent = page.locator("#foreignConsent");
    await expect(consent).toContainText(
      formatRinggit(foreignOwnership.minimumPrice.commercial, locale),
    );
    await expect(consent).toContainText(foreignOwnership.minimumSource.title[locale]);
    await expect(page.locator("main")).not.toContainText(/\{\w+\}/);
    await expectNoAxeViolations(page);

    const data = await page
      .locator("script[type='application/ld+json']")
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}") as object));
    const faq = data.find((d) => (d as { "@type"?: string })["@type"] === "FAQPage") as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq?.mainEntity).toHaveLength(faqQuestionIds.length);
    expect(faq?.mainEntity[0]?.name).toBe(copy.questions.tenure.question);
    await expect(page.locator("#tenure p").first()).toHaveText(
      faq?.mainEntity[0]?.acceptedAnswer.text ?? "",
    );
  });
}

test("a question opens and closes from the keyboard", async ({ visit }) => {
  const page = await visit("/faq");
  const first = page.locator("main details").first();
  const summary = first.locator("summary");
  await summary.focus();
  await expect(summary).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
  await expect(first.locator("p").first()).toBeVisible();
  await page.keyboard.press("Space");
  await expect(first).not.toHaveAttribute("open");
  // Tab moves on to the next question.
  await page.keyboard.press("Tab");
  await expect(page.locator("main details").nth(1).locator("summary")).toBeFocused();
});

test("the answers' links lead to working pages in the reader's language", async ({
  page,
  visit,
}) => {
  await visit("/zh/faq");
  const hrefs = await page
    .locator("main details a[href^='/']")
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") ?? ""))]);
  expect(hrefs.sort()).toEqual(
    [
      "/zh/availability",
      "/zh/ballot",
      "/zh/book",
      "/zh/calculator",
      "/zh/developer",
      "/zh/privacy",
      "/zh/register",
    ].sort(),
  );
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
  await page.locator("#letting summary").click();
  await page.locator("#letting").getByRole("link", { name: "打开计算器" }).click();
  await expect(page).toHaveURL(/\/zh\/calculator$/);
});

test("the footer links to the FAQ on every page", async ({ visit }) => {
  const page = await visit("/ms/location");
  await page.getByRole("contentinfo").getByRole("link", { name: "Soalan lazim pembeli" }).click();
  await expect(page).toHaveURL(/\/ms\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(getFaq("ms").title);
});
