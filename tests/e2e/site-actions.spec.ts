import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

/** Where /go/whatsapp sends a visitor, and the message it pre-fills. */
async function whatsappTarget(page: Page, href: string) {
  const response = await page.request.get(href, { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  const location = new URL(response.headers().location ?? "");
  return {
    origin: `${location.origin}${location.pathname}`,
    text: location.searchParams.get("text"),
  };
}

test("WhatsApp opens a chat with the sales number, the message in the page's language naming the type or page", async ({
  page,
}) => {
  const cases = [
    [
      "/go/whatsapp?from=/layout/C1A",
      "Hello, I'm interested in SkyHaven Suites type C1A. Could you tell me its price and which units are still available?",
    ],
    [
      "/go/whatsapp?from=/zh/layout/d5",
      "您好，我对 SkyHaven Suites 的 D5 户型感兴趣，请问售价多少？目前还有哪些单位可选？",
    ],
    [
      "/go/whatsapp?from=/ms/facilities",
      "Helo, saya sedang melihat halaman Kemudahan SkyHaven Suites dan ingin mengetahui lebih lanjut.",
    ],
    ["/go/whatsapp?from=/zh", "您好，我想进一步了解 SkyHaven Suites。"],
    // Not one of our pages: a plain greeting, nothing taken from the link.
    [
      "/go/whatsapp?from=https://evil.example/",
      "Hello, I would like to know more about SkyHaven Suites.",
    ],
  ] as const;
  for (const [href, text] of cases) {
    expect(await whatsappTarget(page, href), href).toEqual({
      origin: "https://wa.me/60123871800",
      text,
    });
  }
});

test("the header offers Register at every width, in full where there is room", async ({ page }) => {
  for (const [width, name] of [
    [1280, "Register"],
    [1024, "Register interest"],
    [1536, "Register interest"],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/gallery");
    const register = page.locator("header").getByRole("link", { name, exact: true });
    await expect(register, `at ${width}px`).toBeVisible();
    await expect(register).toHaveAttribute("href", "/register");
    await expect(register).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("navigation", { name: "Register, WhatsApp or call" })).toBeHidden();
  }
});

test("a WhatsApp tap is recorded with the visit's campaign, without personal data, and counted on the dashboard", async ({
  page,
  browser,
}) => {
  const campaign = `e2e-${randomBytes(4).toString("hex")}`;
  // The counts are the manager's dashboard (a salesperson's /admin is their own day).
  const staff = createStaffAccount("admin");
  await signIn(page, staff);
  await page.goto("/admin");
  const card = page.locator("dl > div", { hasText: "WhatsApp chats" });
  const before = Number((await card.locator("dd").first().innerText()).replace(/,/g, ""));

  // A buyer on a phone, from a campaign, taps WhatsApp on a unit type's page.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const buyer = await phone.newPage();
  await phone.route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp" }));
  await buyer.goto(`/landing?utm_source=facebook&utm_campaign=${campaign}&fbclid=secret`);
  // A first visit answers the cookie banner, which sits over the phone's action bar until then.
  await buyer.getByRole("button", { name: "Refuse all" }).click();
  await buyer.goto("/zh/layout/B2");
  await buyer
    .getByRole("navigation", { name: "登记、WhatsApp 或致电" })
    .getByRole("link", { name: "WhatsApp" })
    .click();
  await expect(buyer).toHaveURL(/^https:\/\/wa\.me\/60123871800\?text=/);
  await phone.close();

  const stored = () => {
    const db = new Database("data/e2e.db", { readonly: true, fileMustExist: true });
    try {
      return db.prepare("select * from touches where utm_campaign = ?").get(campaign);
    } finally {
      db.close();
    }
  };
  await expect.poll(stored).toMatchObject({
    channel: "whatsapp",
    page: "/layout/B2",
    locale: "zh",
    utm_source: "facebook",
    landing_page: `/landing?utm_source=facebook&utm_campaign=${campaign}`,
  });
  expect(Object.keys(stored() as object).sort()).toEqual(
    [
      "channel",
      "created_at",
      "id",
      "landing_page",
      "locale",
      "page",
      "referrer",
      "utm_campaign",
      "utm_content",
      "utm_medium",
      "utm_source",
      "utm_term",
    ].sort(),
  );

  await page.reload();
  const after = Number((await card.locator("dd").first().innerText()).replace(/,/g, ""));
  expect(after).toBeGreaterThan(before);
  await expect(page.locator("dl > div", { hasText: "Calls" })).toContainText(
    "in the last 24 hours",
  );
});
