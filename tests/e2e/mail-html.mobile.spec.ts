import type { Locale } from "next-intl";
import { galleryAddress, getBookingMail } from "@/content/booking";
import { getMailCopy } from "@/content/mail";
import { withWithdrawalFooter } from "@/content/mail/withdrawal";
import { mailHtml } from "@/server/mail/html";
import { salesNotice } from "@/server/outbox/sales-notice";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

// The HTML alternatives of our mails as a phone shows them (390 px wide): built by the same
// functions the outbox uses, from the same copy, with the longest links the mails carry.
const SITE = "https://www.skyhaven.com.my";
const token = "eyJsZWFkIjoiN2Q0YjY2ZTAtM2Q0Ny00YjJhLWE3NjEtN2U3YjI3NGQ1ZTUzIn0.c2lnbmF0dXJl";
const withdrawal = (locale: Locale) =>
  `${SITE}${locale === "en" ? "" : `/${locale}`}/withdraw/${token}`;

const mails: { name: string; locale: Locale; subject: string; text: string }[] = [
  ...(["en", "zh", "ms"] as const).map((locale) => {
    const copy = getMailCopy(locale);
    const body = copy.ackBody({
      salutation: locale === "zh" ? "拿督" : "Dato'",
      salutationCode: "dato",
      name: "Lim Kok Wing",
      unitTypes: ["A1", "C1A", "D9"],
      ballotUrl: `${SITE}/ballot/enter/${token}`,
    });
    return {
      name: `acknowledgement (${locale})`,
      locale,
      subject: copy.ackSubject,
      text: withWithdrawalFooter(body, locale, withdrawal(locale)),
    };
  }),
  (() => {
    const copy = getBookingMail("zh");
    const body = copy.confirmBody("booked", {
      addressee: "陈大文先生",
      salutationCode: "mr",
      when: "2026年11月28日星期六 下午2:00 – 下午3:00（马来西亚时间）",
      partySize: 2,
      address: galleryAddress("zh"),
      manageUrl: `${SITE}/zh/book/manage/${token}`,
    });
    return {
      name: "visit confirmation (zh)",
      locale: "zh" as const,
      subject: copy.confirmSubject.booked,
      text: withWithdrawalFooter(body, "zh", withdrawal("zh")),
    };
  })(),
  (() => {
    const notice = salesNotice(
      {
        registrationId: "7d4b66e0-3d47-4b2a-a761-7e7b274d5e53",
        locale: "zh",
        duplicateOf: null,
        createdAt: "2026-11-25T01:00:00.000Z",
        salutationId: 1,
        name: "Chong Wai Ling",
        contact: "+60 12-888 1234",
        email: "wai.ling.chong.family@example.com",
        address: "",
        channel: "website",
        unitTypes: [],
      },
      "Ms",
      {
        leadId: "7d4b66e0-3d47-4b2a-a761-7e7b274d5e53",
        source: "booking",
        owner: { kind: "unassigned" },
        booking: {
          start: "2026-11-28T06:00:00.000Z",
          end: "2026-11-28T07:00:00.000Z",
          partySize: 2,
          language: "zh",
        },
      },
      SITE,
    );
    return { name: "sales notice of a booking", locale: "en" as const, ...notice };
  })(),
];

for (const mail of mails) {
  test(`the ${mail.name} mail's HTML reads on a 390 px phone, without loading anything`, async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.setContent(mailHtml(mail.locale, mail.subject, mail.text));

    expect(page.viewportSize()?.width).toBe(390);
    // Nothing scrolls sideways: long links and addresses wrap.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.locator("h1")).toHaveText(mail.subject);
    const bodySize = await page
      .locator("p")
      .first()
      .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    expect(bodySize).toBeGreaterThanOrEqual(16);
    // Every link has a name a screen reader can read out, and goes to our site.
    for (const link of await page.getByRole("link").all()) {
      await expect(link).toHaveAccessibleName(/\S/);
      await expect(link).toHaveAttribute("href", new RegExp(`^${SITE}/`));
    }
    // axe as on every page, less the two page-level rules (one <main>, everything in landmarks): a
    // mail is shown inside the mail app's own page, and is marked as an article there.
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .disableRules(["landmark-one-main", "region"])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(requests).toEqual([]);
  });
}
