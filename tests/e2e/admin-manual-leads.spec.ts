import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { query, registerBuyer } from "./desk";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";
import { createStaffAccount, signIn } from "./staff";

// Long flows through several desk pages, each checked with axe: more than the default minute.
test.describe.configure({ timeout: 180_000 });

const family = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");

/** Fills /admin/leads/new as a salesperson does for a buyer in front of them. */
async function fillLead(
  page: Page,
  { name, contact, email }: { name: string; contact: string; email: string },
) {
  await page.getByLabel("Salutation").selectOption({ label: "Ms" });
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Mobile").fill(contact);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("combobox", { name: "Language" }).selectOption("zh");
  await page.getByLabel("How they heard of us").selectOption("family_friends");
  await page.getByRole("checkbox", { name: "C1A" }).check();
  await page.getByRole("checkbox", { name: /has read and agreed/ }).check();
}

test("a salesperson adds a walk-in, logs 'Called – no answer', corrects the email, and the timeline and audit log show it", async ({
  page,
  browser,
}) => {
  const name = `Walk In ${family()}`;
  const buyer = uniqueBuyer();
  const sales = createStaffAccount("sales");
  await signIn(page, sales);
  await page.goto("/admin/leads");
  await page.getByRole("link", { name: "Add a lead" }).click();
  await expect(page.getByRole("heading", { name: "Add a lead" })).toBeVisible();
  await expectNoAxeViolations(page);

  await fillLead(page, { name, ...buyer });
  await page.getByLabel("Note (optional)").fill("Asked about the rooftop pool.");
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}\?entered=/);
  await expect(page.getByText("Lead added.", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Walk-in at the sales gallery")).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  expect(
    query<{ source: string; entered_by: string | null }>(
      "select source, entered_by from registrations where id = ?",
      id,
    )[0],
  ).toMatchObject({ source: "walk_in", entered_by: expect.any(String) });
  // The chat opens with a greeting in the buyer's language (Chinese, chosen above).
  const whatsapp = page.getByRole("link", { name: "WhatsApp" }).first();
  await expect(whatsapp).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/60\\d+\\?text=.*${encodeURIComponent("您好")}`),
  );
  await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+60/);
  await expectNoAxeViolations(page);

  // The outcome, then one save (the status and the follow-up it suggests go with it).
  await page.getByText("Called – no answer", { exact: true }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Logged: Called – no answer.")).toBeVisible();
  const history = page.getByRole("region", { name: "History and notes" });
  await expect(history).toContainText(`${sales.name}: Called – no answer`);
  await expect(page.getByText(/^Last contact: .*Called – no answer/)).toBeVisible();

  const corrected = `fixed-${family()}@example.com`;
  await page.getByText("Edit contact details").click();
  await page.getByRole("textbox", { name: "Email" }).fill(corrected);
  await page.getByRole("button", { name: "Save contact details" }).click();
  await expect(page.getByText("Contact details saved: email corrected.")).toBeVisible();
  await expect(history).toContainText(`${sales.name} corrected the contact details`);
  await expect(page.getByRole("link", { name: corrected })).toBeVisible();
  await expectNoAxeViolations(page);

  // The audit log is for admins: the correction with the email before and after.
  // A page of its own context: axe needs one (browser.newPage() has none it can use).
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, createStaffAccount("admin"));
  await adminPage.goto("/admin/audit?action=lead.contact_details");
  await expect(
    adminPage.getByText(
      `corrected ${name}'s contact details: email "${buyer.email}" → "${corrected}"`,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await adminPage.goto("/admin/audit?action=lead.contact_outcome");
  await expect(
    adminPage.getByText(`logged contact with ${name}: Called – no answer`).first(),
  ).toBeVisible();
  await adminContext.close();
});

test("a buyer already on the desk is added to their existing lead, and an agent referral needs the agent", async ({
  page,
  request,
}) => {
  const name = `Returning ${family()}`;
  const buyer = uniqueBuyer();
  const first = await registerBuyer(request, name, { buyer });
  await signIn(page, createStaffAccount("sales"));
  await page.goto("/admin/leads/new");

  await page.getByRole("radio", { name: "Agent referral" }).check();
  await fillLead(page, { name, ...buyer });
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page.getByText("Enter the agent's name or code.")).toBeVisible();
  await expect(page.getByLabel(/Agent's name or code/)).toHaveAttribute("aria-invalid", "true");
  // What was typed is still there.
  await expect(page.getByLabel("Full name")).toHaveValue(name);
  await expectNoAxeViolations(page);

  await page.getByLabel(/Agent's name or code/).fill("REN 31337 Wong");
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${first}\\?entered=`));
  await expect(
    page.getByText(
      `Same mobile or email as a lead already on the desk: added to the existing lead of ${name} as a repeat registration.`,
    ),
  ).toBeVisible();
  await expect(page.getByText("REN 31337 Wong")).toBeVisible();
  await expect(page.getByRole("region", { name: "History and notes" })).toContainText(
    `${name} registered again`,
  );

  await page.goto("/admin/leads?source=agent");
  await expect(page.getByRole("combobox", { name: "Source" })).toHaveValue("agent");
  await expect(page.getByRole("rowheader", { name })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the call form is a plain form post: the outcome lands in the timeline", async ({
    page,
    request,
  }) => {
    const name = `No Script ${family()}`;
    const id = await registerBuyer(request, name);
    const sales = createStaffAccount("sales");
    await signIn(page, sales);
    await page.goto(`/admin/leads/${id}`);
    await page.getByText("WhatsApp sent", { exact: true }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("region", { name: "History and notes" })).toContainText(
      `${sales.name}: WhatsApp sent`,
    );
    expect(
      query<{ n: number }>(
        "select count(*) as n from lead_events where registration_id = ? and outcome = 'whatsapp_sent'",
        id,
      )[0]?.n,
    ).toBe(1);
  });
});
