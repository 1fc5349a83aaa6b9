import type { Page, Request } from "@playwright/test";
import { fillRegistration, submitRegistration } from "./registration-fill";
import Database from "better-sqlite3";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";

// A visitor who never chose: the banner shows (the other specs start with a refusal stored).
test.use({ consentChoice: null });

/** What the e2e server stored about a registration's ads (data/e2e.db, see playwright.config.ts). */
function storedAdColumns(email: string) {
  const db = new Database("data/e2e.db", { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `select gclid, fbclid, consent_analytics, consent_advertising, consent_choice_version, event_id
           from registrations where email = ? order by created_at desc limit 1`,
      )
      .get(email) as Record<string, string | number | null> | undefined;
  } finally {
    db.close();
  }
}

const THIRD_PARTY =
  /(^|\.)(google|googletagmanager|google-analytics|doubleclick|facebook|fbcdn)\.(com|net)$/;
const isThirdParty = (request: Request) => THIRD_PARTY.test(new URL(request.url()).hostname);

/** Every request the page makes to Google or Meta, answered locally (tests have no internet). */
async function watchTags(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (isThirdParty(request)) seen.push(request.url());
  });
  await page.route(
    (url) => THIRD_PARTY.test(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "/* stub */" }),
  );
  return seen;
}

test("a visitor who ignores or refuses the banner makes no request to Google or Meta and gets no cookie but ours", async ({
  page,
  visit,
}) => {
  const seen = await watchTags(page);
  const configAsked: string[] = [];
  page.on("request", (r) => r.url().includes("/api/consent/config") && configAsked.push(r.url()));
  await visit("/landing?gclid=Cj0-e2e&fbclid=IwAR-e2e");
  const banner = page.getByRole("dialog", { name: "Cookies and your privacy" });
  await expect(banner).toBeVisible();
  const accept = banner.getByRole("button", { name: "Accept all" });
  const refuse = banner.getByRole("button", { name: "Refuse all" });
  // As easy to refuse as to accept: the same size.
  const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()];
  expect(Math.round(r?.height ?? 0)).toBe(Math.round(a?.height ?? -1));
  expect(seen).toEqual([]);

  await refuse.click();
  await expect(banner).toBeHidden();
  await visit("/register");
  await expect(page.getByRole("dialog", { name: "Cookies and your privacy" })).toHaveCount(0);
  expect(seen).toEqual([]);
  expect(configAsked).toEqual([]);
  const cookieHosts = (await page.context().cookies()).map((c) => c.domain.replace(/^\./, ""));
  expect(cookieHosts.filter((host) => !["127.0.0.1", "localhost"].includes(host))).toEqual([]);
});

test("after accepting, Google's tag (Consent Mode defaults denied, then granted) and Meta's pixel load", async ({
  page,
  visit,
}) => {
  const seen = await watchTags(page);
  await visit("/zh");
  const banner = page.getByRole("dialog", { name: "Cookie 与您的隐私" });
  await expect(banner).toBeVisible();
  expect(seen).toEqual([]);
  await banner.getByRole("button", { name: "全部接受" }).click();

  await expect
    .poll(() =>
      seen.some((u) => u.startsWith("https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01")),
    )
    .toBe(true);
  await expect
    .poll(() => seen.some((u) => u.includes("connect.facebook.net/en_US/fbevents.js")))
    .toBe(true);
  const consent = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === "consent")
      .map((args) => [args[1], (args[2] as Record<string, string>).ad_storage]),
  );
  expect(consent).toEqual([
    ["default", "denied"],
    ["update", "granted"],
  ]);

  // The footer reopens the choice; the keyboard lands in it.
  await page.getByRole("button", { name: "Cookie 设置" }).click();
  await expect(page.getByRole("dialog", { name: "Cookie 与您的隐私" })).toBeFocused();
  await expect(page.getByRole("checkbox", { name: /广告/ })).toBeChecked();
});

test("the banner reads well in dark mode and lets a visitor choose analytics only, without Meta", async ({
  page,
  visit,
}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem(
      "settings",
      JSON.stringify({ themeMode: "dark", themeDirection: "ltr", themeColorPresets: "default" }),
    ),
  );
  const seen = await watchTags(page);
  await visit("/ms");
  const banner = page.getByRole("dialog", { name: "Kuki dan privasi anda" });
  await banner.getByRole("button", { name: "Pilih sendiri" }).click();
  await expectNoAxeViolations(page);
  await banner.getByRole("checkbox", { name: /Analitik/ }).check();
  await banner.getByRole("button", { name: "Simpan pilihan saya" }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => seen.some((u) => u.includes("googletagmanager.com/gtag/js"))).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(seen.filter((u) => /facebook/.test(u))).toEqual([]);
  const stored = await page.evaluate(() => window.localStorage.getItem("skyhaven:consent"));
  expect(JSON.parse(stored ?? "{}")).toMatchObject({
    version: "2026-11",
    analytics: true,
    advertising: false,
  });
});

test("a registration after accepting stores the click ids and the choice, and the pixel's Lead carries the event id the server stored", async ({
  page,
}) => {
  const seen = await watchTags(page);
  await page.clock.install();
  await page.goto("/register?utm_source=google&gclid=Cj0KCQ-e2e&fbclid=IwAR-e2e");
  await page.getByRole("button", { name: "Accept all" }).click();
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  const buyer = uniqueBuyer();
  await fillRegistration(page, buyer);
  await submitRegistration(page);

  const stored = storedAdColumns(buyer.email);
  expect(stored).toMatchObject({
    gclid: "Cj0KCQ-e2e",
    fbclid: "IwAR-e2e",
    consent_advertising: 1,
    consent_analytics: 1,
    consent_choice_version: "2026-11",
  });
  // The pixel's queue (its script is a stub here) holds the Lead with the stored event id.
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window.fbq as unknown as { queue?: ArrayLike<unknown>[] })?.queue ?? [])
          .map((args) => Array.from(args))
          .filter((args) => args[1] === "Lead")
          .map((args) => (args[3] as { eventID: string }).eventID),
      ),
    )
    .toEqual([stored?.event_id]);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("skyhaven_event");

  // Advertising turned off later in the footer's cookie settings reaches the server: the
  // registration stops counting for ads (its later stages send nothing), and the link is gone.
  const adCookie = async () =>
    (await page.context().cookies()).find((c) => c.name === "skyhaven_ad_consent");
  expect(await adCookie()).toMatchObject({ httpOnly: true, path: "/api/consent" });
  const withdrawn = page.waitForResponse((r) =>
    r.url().endsWith("/api/consent/advertising-withdrawal"),
  );
  await page.getByRole("button", { name: "Cookie settings" }).click();
  const settings = page.getByRole("dialog", { name: "Cookies and your privacy" });
  await settings.getByRole("checkbox", { name: /Advertising/ }).uncheck();
  await settings.getByRole("button", { name: "Save my choice" }).click();
  expect((await withdrawn).status()).toBe(204);
  expect(storedAdColumns(buyer.email)).toMatchObject({
    consent_advertising: 0,
    consent_analytics: 1,
  });
  expect(await adCookie()).toBeUndefined();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("nothing tracks: no banner to answer, no request to Google or Meta, no cookie, a registration stores no ad consent", async ({
    page,
  }) => {
    const seen = await watchTags(page);
    await page.goto("/landing?gclid=Cj0-nojs&fbclid=IwAR-nojs");
    await page.goto("/register?gclid=Cj0-nojs");
    const buyer = uniqueBuyer();
    await fillRegistration(page, buyer);
    await page.locator("form button[type=submit]").click();
    await expect(page).toHaveURL(/\/register\/thank-you$/);
    expect(seen).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => !["127.0.0.1", "localhost"].includes(c.domain))).toEqual([]);
    expect(cookies.map((c) => c.name)).not.toContain("skyhaven_ad_consent");
    expect(storedAdColumns(buyer.email)).toMatchObject({
      consent_advertising: null,
      consent_analytics: null,
    });
  });
});
