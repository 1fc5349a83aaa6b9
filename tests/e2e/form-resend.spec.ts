import Database from "better-sqlite3";
import { fillRegistration } from "./registration-fill";
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { latestRegistrationByEmail, registrationCountByEmail, uniqueBuyer } from "./lead-store";

// A form's post through a proxy that loses it: Caddy 2.6 sends a post once, so an instance that
// dies under it leaves the browser a 502 (or a cut connection). The form sends the same data again
// (components/ui/use-resending-action.ts) with the same key (the registration's submissionKey, the
// booking's formToken): the buyer sees the next page and one record is stored, even when the lost
// post was stored.

const fillForm = (page: Page, buyer: { contact: string; email: string }) =>
  fillRegistration(page, buyer, { name: "Lim Mei Ling", channel: "Website" });

/** Spoils the form's first action post with `spoil`, lets the next ones through; counts them. */
async function spoilFirstPost(page: Page, path: string, spoil: (route: Route) => Promise<void>) {
  const posts: number[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const request = route.request();
      if (request.method() !== "POST" || !request.headers()["next-action"]) return route.continue();
      posts.push(Date.now());
      if (posts.length === 1) return spoil(route);
      return route.continue();
    },
  );
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
    const posts = await spoilFirstPost(page, "/register", spoil);
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

function bookingCountByEmail(email: string): number {
  const db = new Database("data/e2e.db", { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select count(*) as n from bookings where email = ?").get(email) as {
      n: number;
    };
    return row.n;
  } finally {
    db.close();
  }
}

test("a booking whose first post was stored, but answered with the proxy's 502, is sent again by the form: the confirmation, one booking", async ({
  page,
  consoleErrors,
}) => {
  await page.clock.install();
  await page.goto("/book");
  const buyer = uniqueBuyer();
  // The last time with room: other tests book the first ones.
  await page.locator("input[name=slot]:not([disabled])").last().check();
  await page.locator("#salutationId").selectOption({ label: "Ms" });
  await page.locator("#name").fill("Chong Wai Ling");
  await page.locator("#contact").fill(buyer.contact);
  await page.locator("#email").fill(buyer.email);
  await page.locator("#partySize").selectOption("2");
  await page.locator("#consentPersonalData").check();
  await page.locator("#consentTerms").check();
  const posts = await spoilFirstPost(page, "/book", cases[0].spoil);
  await page.getByRole("button", { name: "Book my visit" }).click();
  await expect.poll(() => posts.length).toBe(1);
  await page.clock.fastForward(1000);
  await expect(page).toHaveURL(/\/book\/manage\/[\w-]{43}\?booked=1$/);
  expect(posts).toHaveLength(2);
  expect(bookingCountByEmail(buyer.email)).toBe(1);
  const logged = cases[0].logged;
  expect(consoleErrors.filter((error) => error === logged)).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => e !== logged));
});
