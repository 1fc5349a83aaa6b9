import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { formatDay, malaysiaDay } from "@/lib/time/malaysia";
import { expect, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";
import { createStaffAccount, runName, signIn, useRunAddress } from "./staff";

type Locale = "en" | "zh" | "ms";
type Messages = Record<string, Record<string, string>>;
const messages = (locale: Locale): Messages =>
  JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Messages;

const copy = {
  en: { prefix: "", salutation: "Mr", channel: "Website" },
  zh: { prefix: "/zh", salutation: "先生", channel: "网站" },
  ms: { prefix: "/ms", salutation: "Encik", channel: "Laman Web" },
} as const;

/** The sentence of an ICU message before its first placeholder. */
const lead = (message: string | undefined) => (message ?? "").split("{")[0]!;

const digits = (n: number) => String(randomBytes(4).readUInt32BE() % 10 ** n).padStart(n, "0");

interface AgentAccount {
  name: string;
  agency: string;
  ren: string;
  email: string;
  password: string;
}

const newAgent = (label: string): AgentAccount => ({
  name: runName(label),
  agency: `${label} Realty ${digits(4)}`,
  ren: `REN ${Number(digits(5)) + 1}`,
  email: `agent-${label.toLowerCase()}-${digits(8)}@agency.example`,
  password: `agent password ${digits(6)}`,
});

/** An approved agent made by the admin command line, as an operator would. */
function createAgentAccount(agent: AgentAccount): void {
  const command = existsSync("dist/admin.mjs")
    ? ["dist/admin.mjs"]
    : ["--import", "tsx", "scripts/admin.ts"];
  execFileSync(
    "node",
    [
      ...command,
      "create-user",
      "--role",
      "agent",
      "--email",
      agent.email,
      "--password",
      agent.password,
      "--name",
      agent.name,
      "--agency",
      agent.agency,
      "--ren",
      agent.ren,
      "--phone",
      `012-${digits(3)} ${digits(4)}`,
    ],
    {
      env: { ...process.env, DATABASE_URL: "file:./data/e2e.db", LOG_LEVEL: "warn" },
      stdio: "pipe",
    },
  );
}

async function agentSignIn(page: Page, locale: Locale, agent: AgentAccount): Promise<void> {
  const t = messages(locale).AgentSignIn!;
  await page.goto(`${copy[locale].prefix}/agent/sign-in`);
  await page.getByLabel(t.email!).fill(agent.email);
  await page.getByLabel(t.password!).fill(agent.password);
  await page.getByRole("button", { name: t.submit }).click();
}

async function registerBuyer(
  page: Page,
  locale: Locale,
  buyer: { name: string; contact: string; email: string },
): Promise<void> {
  const c = copy[locale];
  await page.getByRole("link", { name: messages(locale).AgentBuyers!.register }).click();
  await expect(page).toHaveURL(new RegExp(`${c.prefix}/agent/buyers/new$`));
  await page.locator("#salutationId").selectOption({ label: c.salutation });
  await page.locator("#name").fill(buyer.name);
  await page.locator("#contact").fill(buyer.contact);
  await page.locator("#email").fill(buyer.email);
  await page.locator("#channel").selectOption({ label: c.channel });
  await page.locator("#consentPersonalData").check();
  await page.locator("#consentTerms").check();
  await page.getByRole("button", { name: messages(locale).AgentRegister!.submit }).click();
}

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useRunAddress(page);
  return page;
}

for (const locale of ["en", "zh", "ms"] as const) {
  test(`an agent applies, is approved, registers a buyer, and a second agent is refused with the date (${locale})`, async ({
    page,
    browser,
    visit,
  }) => {
    test.setTimeout(120_000);
    const m = messages(locale);
    const { prefix } = copy[locale];
    const x = newAgent("Xavier");
    await useRunAddress(page);

    // Apply at /agent, in the agent's language.
    await visit(`${prefix}/agent`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Agent!.title!);
    const form = page.locator("form", { has: page.locator("#agent-ren") });
    await form.locator("#agent-name").fill(x.name);
    await form.locator("#agent-agency").fill(x.agency);
    await form.locator("#agent-ren").fill(x.ren.replace(" ", "").toLowerCase());
    await form.locator("#agent-phone").fill(`012-${digits(3)} ${digits(4)}`);
    await form.locator("#agent-email").fill(x.email);
    await form.locator("#agent-password").fill(x.password);
    await form.getByRole("button", { name: m.Agent!.submit }).click();
    await expect(page.getByRole("status")).toHaveText(m.Agent!.applied!);

    // Not approved yet: refused as a wrong password would be (never confirming it), in the agent's
    // language, with a word on approval.
    await agentSignIn(page, locale, x);
    await expect(page.locator("main [role=alert]")).toHaveText(m.AgentSignIn!.invalid!);

    // An admin approves the application on the desk.
    const admin = await newPage(browser);
    await signIn(admin, createStaffAccount("admin"));
    await admin.goto("/admin/agents");
    const row = admin.locator(`[data-agent="${x.email}"]`);
    await expect(row).toContainText(x.ren);
    await row.getByRole("button", { name: `Approve ${x.name}` }).click();
    await expect(row).toContainText("Approved");

    // The agent signs in, lands on their buyers, and registers one.
    await agentSignIn(page, locale, x);
    await expect(page).toHaveURL(new RegExp(`${prefix}/agent/buyers$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.AgentBuyers!.title!);
    const buyer = { ...uniqueBuyer(), name: runName("Buyer") };
    await registerBuyer(page, locale, buyer);
    await expect(page.getByRole("status")).toHaveText(m.AgentBuyers!.registered!);
    const buyers = page.getByRole("list", { name: m.AgentBuyers!.title }).getByRole("listitem");
    await expect(buyers).toHaveCount(1);
    await expect(buyers.first()).toContainText(buyer.name);
    await expect(buyers.first()).toContainText(lead(m.AgentBuyers!.protectedUntil));

    // A second agent registering the same phone is refused with the end date, never the holder.
    const y = newAgent("Yasmin");
    createAgentAccount(y);
    const second = await newPage(browser);
    await agentSignIn(second, locale, y);
    await expect(second).toHaveURL(new RegExp(`${prefix}/agent/buyers$`));
    await registerBuyer(second, locale, { ...buyer, email: `other-${buyer.email}` });
    const refusal = second.locator("[data-form-message]");
    await expect(refusal).toContainText(lead(m.AgentRegister!.protected));
    const endDay = formatDay(malaysiaDay(new Date(Date.now() + 30 * 24 * 3600 * 1000)), locale);
    await expect(refusal).toContainText(endDay);
    await expect(refusal).not.toContainText(x.name);
    await expect(refusal).not.toContainText(x.agency);
    await second.goto(`${prefix}/agent/buyers`);
    await expect(second.getByText(m.AgentBuyers!.empty!)).toBeVisible();

    // The desk's lead page shows staff who protects the buyer.
    await admin.goto(`/admin/leads?q=${encodeURIComponent(buyer.email)}`);
    await admin.getByRole("link", { name: buyer.name }).first().click();
    await expect(admin.locator("[data-agent-claim]")).toContainText(x.ren);

    // An agent never reaches the desk.
    await page.goto("/admin/leads");
    await expect(page).toHaveURL(/\/agent\/buyers$/);
    await expect(page.getByText("Lead desk")).toHaveCount(0);
  });
}
