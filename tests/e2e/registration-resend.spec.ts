import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { latestRegistrationByEmail, registrationCountByEmail, uniqueBuyer } from "./lead-store";

// The form's post through a proxy that loses it: Caddy 2.6 sends a post once, so an instance that
// dies under it leaves the browser a 502 (or a cut connection). The form sends the same data again
// (components/ui/use-resending-action.ts), with the same submissionKey: the buyer sees the
// thank-you page and one registration is stored, even when the lost post was stored.

async function fillForm(page: Page, buyer: { contact: string; email: string }) {
  await page.locator("#salutationId").selectOption({ label: "Ms" });
  await page.locator("#name").fill("Lim Mei Ling");
  await page.locator("#contact").fill(buyer.contact);
  await page.locator("#email").fill(buyer.email);
  await page.locator("#channel").selectOption({ label: "Website" });
  await page.locator("#consentPersonalData").check();
  await page.locator("#consentTerms").check();
}

/** Spoils the form's first action post with `spoil`, lets the next ones through; counts them. */
async function spoilFirstPost(page: Page, spoil: (route: Route) => Promise<void>) {
  const posts: number[] = [];
  await page.route("**/register", async (route) => {
    const request = route.request();
    if (request.method() !== "POST" || !request.headers()["next-action"]) return route.continue();
    posts.push(Date.now());
    if (posts.length === 1) return spoil(route);
    return route.continue();
  });
  return posts;
}

const cases = [
  {
    what: "stored, but answered with the proxy's 502",
    logged: "Failed to load resource: the server responded with a status of 502 (Bad Gateway)",
    spoil: async (route: Route) => {
      // The instance stored it and died before its answer reached the browser.
      await route.fetch();
      await route.fulfill({ status: 502, body: "" });
    },
  },
  {
    what: "cut off before it arrived",
    logged: "Failed to load resource: net::ERR_CONNECTION_RESET",
    spoil: (route: Route) => route.abort("connectionreset"),
  },
] as const;

for (const { what, logged, spoil } of cases) {
  test(`a registration whose first post was ${what} is sent again by the form: thank-you page, one registration`, async ({
    page,
    visit,
    consoleErrors,
  }) => {
    await page.clock.install();
    await visit("/register");
    const buyer = uniqueBuyer();
    await fillForm(page, buyer);
    // A person takes more than a few seconds; faster posts are treated as bots.
    await page.clock.fastForward(8000);
    const posts = await spoilFirstPost(page, spoil);
    await page.locator("button[type=submit]").click();
    // The form waits about half a second (on the page's clock) before sending again.
    await expect.poll(() => posts.length).toBe(1);
    await page.clock.fastForward(1000);
    await expect(page).toHaveURL(/\/register\/thank-you$/);
    expect(posts).toHaveLength(2);
    expect(registrationCountByEmail(buyer.email)).toBe(1);
    expect(latestRegistrationByEmail(buyer.email)).toMatchObject({ source: "web", status: "new" });
    // The browser reports the lost post on its console, once; the page itself shows no error.
    expect(consoleErrors.filter((error) => error === logged)).toHaveLength(1);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => e !== logged));
  });
}
