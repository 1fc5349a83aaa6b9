import { expect, test, type Page } from "@playwright/test";
import { createStaffAccount, signIn } from "./staff";

// The content security policy allows no inline script as such: each HTML answer names the hashes
// of its own (server/http/script-policy.ts). Every page must still run all of its scripts, and a
// script injected into it must not run.

declare global {
  interface Window {
    __violations?: string[];
    __injected?: number;
  }
}

/** Records every policy violation of the page from its first byte. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.__violations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  const scriptSrc =
    (response?.headers()["content-security-policy"] ?? "")
      .split("; ")
      .find((directive) => directive.startsWith("script-src ")) ?? "";
  expect(scriptSrc, path).toContain("'sha256-");
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  expect(await page.evaluate(() => window.__violations), path).toEqual([]);
  // Next.js's inline bootstrap ran: the page's data reached the client runtime.
  expect(
    await page.evaluate(() => Array.isArray((self as { __next_f?: unknown[] }).__next_f)),
  ).toBe(true);
}

test("public pages run every script of their own and nothing else inline", async ({ page }) => {
  await recordViolations(page);
  for (const path of ["/", "/zh/layout", "/ms/register", "/faq", "/zh/no-such-page", "/book"])
    await visit(page, path);

  // Whether each page then works with its scripts is what every other spec checks, under this
  // policy, with no console error allowed (fixtures.ts). A script injected into a page is refused:
  const injected = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = 1";
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { ran: window.__injected, violations: window.__violations ?? [] };
  });
  expect(injected.ran).toBeUndefined();
  expect(injected.violations.join("\n")).toContain("script-src");
});

test("the desk and the CMS, streamed and signed in, run under the same policy", async ({
  page,
}) => {
  await recordViolations(page);
  await signIn(page, createStaffAccount("admin"));
  for (const path of ["/admin", "/admin/leads", "/cms"]) await visit(page, path);
});
