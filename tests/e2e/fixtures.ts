import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** What the cookie banner stores for a visitor who refused everything (lib/consent/choice.ts). */
export const refusedConsent = (version = "2026-11") =>
  JSON.stringify({ version, at: new Date().toISOString(), analytics: false, advertising: false });

interface Fixtures {
  /**
   * The cookie banner's stored choice when each page opens: refused, so the fixed banner covers
   * nothing the test clicks; `null` (tests/e2e/consent.spec.ts) for a visitor who never chose.
   */
  consentChoice: string | null;
  /** Opens a path, then checks the page with axe: every visit is an accessibility check. */
  visit: (path: string, options?: { status?: number }) => Promise<Page>;
  /** Console errors seen during the test; the test fails if any remain unexpected. */
  consoleErrors: string[];
}

/**
 * Runs axe over the page (and its frames) with the WCAG 2.2 AA rules and best practices.
 * Legacy mode runs axe inside the page instead of finishing in a second one, and only violations
 * come back: on /availability's 700-cell chart, 1.4 s instead of 8 s, with the same findings
 * (checked against the default mode on a page with faults in it and in a frame).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<Fixtures>({
  consentChoice: [refusedConsent(), { option: true }],
  // Runs before every test's first page: the choice is in storage before the banner looks.
  page: async ({ page, consentChoice }, use) => {
    if (consentChoice)
      await page.addInitScript((choice) => {
        try {
          if (!window.localStorage.getItem("skyhaven:consent"))
            window.localStorage.setItem("skyhaven:consent", choice);
        } catch {
          // Storage blocked (about:blank): the banner shows, as it would for that visitor.
        }
      }, consentChoice);
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      // 404 pages log their own failed request; everything else must be clean.
      const unexpected = errors.filter((e) => !/status of 404|status of 503/.test(e));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  visit: async ({ page }, use) => {
    await use(async (path, { status = 200 } = {}) => {
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status(), `status of ${path}`).toBe(status);
      await expectNoAxeViolations(page);
      return page;
    });
  },
});

export { expect };
