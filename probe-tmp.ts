import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3105";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const n = Math.floor(Math.random() * 9_000_000) + 1_000_000;
const email = `shot${n}@example.com`;
const ctx = await browser.newContext();
const api = ctx.request;
for (const name of ["陈美玲", "Chen Mei Ling"]) {
  const r = await api.post(`${base}/api/registrations`, {
    data: { salutationId: 4, name, contact: `012-${String(n).slice(0, 3)} ${String(n).slice(3)}`, email, address: "Level 12, Menara Sky, 64000 Sepang, Selangor", channel: "social_media", consentPersonalData: true, consentTerms: true, unitTypes: ["B2", "C1A"] },
  });
  console.log(r.status());
}
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel("Work email").fill(process.argv[2]!);
  await page.getByLabel("Password").fill("Quiet-Runway-Lounge-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => !u.pathname.includes("sign-in"));
  await page.goto(`${base}/admin/requests`, { waitUntil: "load" });
  await page.screenshot({ path: `screenshots/requests-empty-${width}.png`, fullPage: true });
  await page.getByLabel("Email or phone number").fill(email);
  await page.getByRole("button", { name: "Find person" }).click();
  await page.getByRole("heading", { name: /found/ }).waitFor();
  await page.screenshot({ path: `screenshots/requests-found-${width}.png`, fullPage: true });
  if (width === 1280) {
    await page.getByLabel("Type ERASE to confirm").fill("ERASE");
    await page.getByRole("button", { name: "Erase this person" }).click();
    await page.getByText("Person erased").waitFor();
    await page.screenshot({ path: `screenshots/requests-erased-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
