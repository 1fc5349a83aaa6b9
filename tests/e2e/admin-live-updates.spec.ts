import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { registerBuyer } from "./desk";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

// Each test makes staff accounts with the CLI and posts several forms: on a loaded 2-core machine
// that is over a minute.
test.describe.configure({ timeout: 180_000 });

/** A surname no other run used (letters only), so other tests' buyers stay out of this view. */
const family = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");

const UPDATES = "/admin/leads/updates";

/** The next live-update check that starts from now, and what it answered. */
async function nextCheck(page: Page): Promise<{ status: number; count?: number }> {
  const request = await page.waitForRequest((r) => r.url().includes(UPDATES), { timeout: 15_000 });
  const response = await request.response();
  const status = response?.status() ?? 0;
  return status === 200
    ? { status, ...((await response!.json()) as { count: number }) }
    : { status };
}

test("the live counter counts only registrations the current view would show", async ({
  page,
  request,
}) => {
  const surname = family();
  await registerBuyer(request, `Seen Before ${surname}`, { channel: "advertisement" });
  await signIn(page, createStaffAccount("sales"));
  await page.goto(`/admin/leads?q=${surname}&channel=advertisement`);
  const live = page.getByText(/in this view/);
  await expect(live).toHaveText("New registrations in this view appear here as they arrive.");

  // Same surname, another channel: outside this view, so nothing counts and nothing changes.
  await registerBuyer(request, `Other Channel ${surname}`, { channel: "newspaper" });
  expect((await nextCheck(page)).count).toBe(0);
  expect((await nextCheck(page)).count).toBe(0);
  await expect(live).toHaveText("New registrations in this view appear here as they arrive.");
  await expect(page.getByRole("rowheader", { name: `Other Channel ${surname}` })).toHaveCount(0);

  await registerBuyer(request, `Via Advert ${surname}`, { channel: "advertisement" });
  await expect(live).toHaveText("Updated: 1 new registration in this view.", { timeout: 15_000 });
  await expect(page.getByRole("rowheader", { name: `Via Advert ${surname}` })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: `Other Channel ${surname}` })).toHaveCount(0);
});

test("when the session has ended, the lead list says so with a sign-in link and stops checking", async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, createStaffAccount("sales"));
  await page.goto("/admin/leads");
  await page.context().clearCookies();

  const alert = page.getByRole("alert").filter({ hasText: "Your session has ended" });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert.getByRole("link", { name: "Sign in again" })).toHaveAttribute(
    "href",
    "/admin/sign-in",
  );
  let checks = 0;
  page.on("request", (r) => {
    if (r.url().includes(UPDATES)) checks += 1;
  });
  await page.waitForTimeout(7_000);
  expect(checks, "checks after the session ended").toBe(0);
  // The browser logs the one refused check; nothing else may have gone wrong.
  expect(consoleErrors).toEqual([
    "Failed to load resource: the server responded with a status of 401 (Unauthorized)",
  ]);
  consoleErrors.splice(0);
  await expectNoAxeViolations(page);

  await alert.getByRole("link", { name: "Sign in again" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});
