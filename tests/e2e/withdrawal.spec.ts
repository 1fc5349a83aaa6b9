import type { APIRequestContext } from "@playwright/test";
import { ensureAuthSecret } from "@/server/auth/secret";
import { unsubscribeToken } from "@/server/consent/unsubscribe-token";
import { expect, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";
import { createStaffAccount, runName, signIn } from "./staff";

/** A buyer registers in Chinese through the public API; the token of their mails' link. */
async function registeredBuyer(request: APIRequestContext) {
  const created = await request.post("/api/registrations?locale=zh", {
    data: {
      salutationId: 2,
      name: runName("Lim Withdraw"),
      ...uniqueBuyer(),
      channel: "website",
      consentPersonalData: true,
      consentTerms: true,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // The e2e server signs with the secret beside its database, as this process reads it.
  return { id, token: unsubscribeToken(ensureAuthSecret("file:./data/e2e.db"), id) };
}

test("a buyer withdraws consent from the link in a mail, in Chinese; a second visit and the mail app's one click say it is done", async ({
  page,
  request,
  visit,
}) => {
  const { token } = await registeredBuyer(request);

  // Following the mail's List-Unsubscribe URL with GET changes nothing: it leads to the page.
  const opened = await request.get(`/api/unsubscribe/${token}`, { maxRedirects: 0 });
  expect(opened.status()).toBe(303);
  expect(new URL(opened.headers().location!).pathname).toBe(`/zh/unsubscribe/${token}`);

  await visit(`/zh/unsubscribe/${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "停止 SkyHaven Suites 的一切联系",
  );
  await page.getByRole("button", { name: "停止联系我" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("已完成：我们不会再与您联系");
  await expect(page.getByRole("status")).toContainText("您的撤回已于");

  // Opened again later: already done, no button.
  await page.goto(`/zh/unsubscribe/${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("您已撤回同意");
  await expect(page.getByRole("button", { name: "停止联系我" })).toHaveCount(0);

  // The mail app's one-click POST (RFC 8058) answers the same, and records nothing twice.
  const oneClick = await request.post(`/api/unsubscribe/${token}`, {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toBe("Consent was already withdrawn.");
});

test("the desk shows the withdrawal on the lead and in its timeline", async ({ page, request }) => {
  const { id, token } = await registeredBuyer(request);
  expect((await request.post(`/api/unsubscribe/${token}`)).status()).toBe(200);
  await signIn(page, createStaffAccount("admin"));
  await page.goto(`/admin/leads/${id}`);
  await expect(page.locator("[data-consent-withdrawn]")).toContainText("do not contact");
  await expect(page.getByRole("region", { name: "History and notes" })).toContainText(
    "withdrew consent to be contacted (one click in their mail app)",
  );
});

test("a cut or forged link says so in the buyer's language and withdraws nothing", async ({
  request,
  visit,
  page,
}) => {
  const { token } = await registeredBuyer(request);
  const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
  await visit(`/ms/unsubscribe/${forged}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pautan ini tidak berfungsi");
  expect((await request.post(`/api/unsubscribe/${forged}`)).status()).toBe(404);
  await page.goto(`/ms/unsubscribe/${token}`);
  await expect(page.getByRole("button", { name: "Berhenti menghubungi saya" })).toBeVisible();
});
