import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

interface Fixtures {
  /** Opens a path, then checks the page with axe: every visit is an accessibility check. */
  visit: (path: string, options?: { status?: number }) => Promise<Page>;
  /** Console errors seen during the test; the test fails if any remain unexpected. */
  consoleErrors: string[];
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<Fixtures>({
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
