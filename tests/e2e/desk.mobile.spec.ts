import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { registerBuyer } from "./desk";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";
import { createStaffAccount, signIn } from "./staff";

/** A surname no other run used (letters only, as the form accepts). */
const family = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("on a phone every desk page fits the screen, its menu is whole and axe finds nothing", async ({
  page,
  request,
}) => {
  // Fifteen pages, each checked with axe (the audit log's long table alone takes a while on a busy
  // 2-core machine): far more than the 60 s one page's test needs.
  test.setTimeout(360_000);
  const id = await registerBuyer(request, `Narrow Screen ${family()}`);
  await signIn(page, createStaffAccount("admin"));
  const pages = [
    "/admin",
    "/admin/leads",
    `/admin/leads/${id}`,
    "/admin/requests",
    "/admin/breaches",
    "/admin/staff",
    "/admin/audit",
    "/admin/deliveries",
    "/admin/account",
    "/admin/units",
    "/admin/appointments",
    "/admin/launch",
    "/admin/launch/reports",
    "/admin/campaigns",
    "/admin/agents",
  ];
  for (const path of pages) {
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await pageOverflow(page), `overflow of ${path}`).toBeLessThanOrEqual(0);
    // Every menu item lies inside the screen: none cut off at "My accou".
    const menu = page.getByRole("navigation", { name: "Lead desk" }).getByRole("link");
    // An admin's whole menu: every desk page, the breach register and the CMS ("Site content").
    await expect(menu).toHaveCount(14);
    for (const link of await menu.all()) {
      const box = await link.boundingBox();
      expect(box, `${await link.textContent()} on ${path}`).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${await link.textContent()} on ${path}`).toBeLessThanOrEqual(
        390,
      );
    }
    await expectNoAxeViolations(page);
  }
});

test("on a phone leads are cards a salesperson can call or WhatsApp from, in the buyer's language", async ({
  page,
  request,
}) => {
  const name = `Card Reader ${family()}`;
  const buyer = uniqueBuyer();
  await registerBuyer(request, name, { buyer, locale: "ms" });
  await signIn(page, createStaffAccount("sales"));
  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);

  await expect(page.getByRole("table")).toBeHidden();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText("New");
  await expect(card).toContainText("Owner");
  await expect(card).toContainText("Last activity");
  const digits = `60${buyer.contact.replace(/\D/g, "").replace(/^0/, "")}`;
  await expect(card.getByRole("link", { name: `Call ${buyer.contact}` })).toHaveAttribute(
    "href",
    `tel:+${digits}`,
  );
  const whatsApp = new URL(
    (await card.getByRole("link", { name: `WhatsApp ${name}` }).getAttribute("href")) ?? "",
  );
  expect(whatsApp.origin + whatsApp.pathname).toBe(`https://wa.me/${digits}`);
  expect(whatsApp.searchParams.get("text")).toMatch(new RegExp(`^Helo ${name}, terima kasih`));

  // The filters are folded away, the search box in view; the count says what is narrowing.
  await expect(page.getByLabel("Name, email or phone")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Status" })).toBeHidden();
  await page.getByText("Filters (0 active)").click();
  await page.getByRole("combobox", { name: "Heard via" }).selectOption("website");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Filters (1 active)")).toBeVisible();
  await expect(card).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test("on a phone an admin ticks lead cards and assigns them in bulk", async ({ page, request }) => {
  const surname = family();
  const names = [`Bulk Phone ${surname}`, `Bulk Tablet ${surname}`];
  for (const name of names) await registerBuyer(request, name);
  const sales = createStaffAccount("sales");
  await signIn(page, createStaffAccount("admin"));
  await page.goto(`/admin/leads?q=${surname}`);
  for (const name of names) await page.getByRole("checkbox", { name: `Tick ${name}` }).check();
  await page.getByLabel("Assign ticked leads to").selectOption({ label: sales.name });
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText(`Assigned 2 leads to ${sales.name}.`)).toBeVisible();
  await page.reload();
  for (const name of names) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(card).toContainText(sales.name);
  }
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});

test("on a phone a lead's status, follow-up, owner and notes come before its registrations", async ({
  page,
  request,
}) => {
  const name = `Three Times ${family()}`;
  const buyer = uniqueBuyer();
  const id = await registerBuyer(request, name, { buyer });
  await registerBuyer(request, name, { buyer, unitTypes: ["B1"] });
  await registerBuyer(request, name, { buyer, unitTypes: ["C2"], locale: "zh" });
  await signIn(page, createStaffAccount("admin"));
  await page.goto(`/admin/leads/${id}`);

  const top = async (locator: ReturnType<Page["getByRole"]>) =>
    (await locator.first().boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const notes = await top(page.getByLabel("Add a note"));
  const firstRegistration = await top(page.getByRole("heading", { name: /^Repeat 2 \(latest\)/ }));
  for (const control of [
    page.getByRole("combobox", { name: "Status", exact: true }),
    page.getByLabel("Next follow-up"),
    page.getByRole("combobox", { name: "Owner", exact: true }),
  ]) {
    expect(await top(control)).toBeLessThan(notes);
  }
  expect(notes).toBeLessThan(firstRegistration);
  // The notes start on the first two screens, not 4.4 screens down.
  expect(notes).toBeLessThan(844 * 2);
  // The buyer's latest number is one tap from the top, the greeting in the language of that registration.
  const digits = `60${buyer.contact.replace(/\D/g, "").replace(/^0/, "")}`;
  await expect(page.getByRole("link", { name: `Call ${buyer.contact}` }).first()).toHaveAttribute(
    "href",
    `tel:+${digits}`,
  );
  const whatsApp = new URL(
    (await page.getByRole("link", { name: "WhatsApp" }).first().getAttribute("href")) ?? "",
  );
  expect(whatsApp.searchParams.get("text")).toMatch(new RegExp(`^${name} 您好`));
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
