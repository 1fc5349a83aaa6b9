import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";
import { auditEntries, giveUpAcknowledgement, storedAcknowledgement } from "./outbox-store";
import { createStaffAccount, runName, signIn } from "./staff";

/** A buyer registers through the public API; their acknowledgement then gives up. */
async function buyerWhoseMailGaveUp(request: APIRequestContext, first: string) {
  const name = runName(first);
  const buyer = uniqueBuyer();
  const created = await request.post("/api/registrations", {
    data: {
      salutationId: 2,
      name,
      ...buyer,
      address: "8 Jalan KLIA, 64000 Sepang",
      channel: "website",
      consentPersonalData: true,
      consentTerms: true,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  giveUpAcknowledgement(id, buyer.email);
  expect(storedAcknowledgement(id)?.status).toBe("failed");
  return { id, name, email: buyer.email };
}

test("an admin is warned on the dashboard, finds the message that gave up, retries it once, and a second retry says it was already queued", async ({
  page,
  context,
  request,
}) => {
  const buyer = await buyerWhoseMailGaveUp(request, "Aisyah Retry");
  await signIn(page, createStaffAccount("admin"));

  await page.goto("/admin");
  const notice = page.getByRole("region", { name: /gave up$/ });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole("link", { name: /Review deliveries/ }).click();
  await expect(page).toHaveURL(/\/admin\/deliveries$/);
  await expect(page.getByRole("heading", { level: 1, name: "Deliveries" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Deliveries" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText("Waiting to send")).toBeVisible();
  await expect(page.getByText("Oldest waiting")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: buyer.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("rowheader")).toContainText("Acknowledgement email to buyer");
  await expect(row.getByRole("link", { name: buyer.name })).toHaveAttribute(
    "href",
    `/admin/leads/${buyer.id}`,
  );
  await expect(row).toContainText("12");
  await expect(row).toContainText("550 5.1.1 <[email]>: Recipient address rejected");
  await expect(row).not.toContainText(buyer.email);
  await expectNoAxeViolations(page);

  // A second tab still shows the message when the first one retries it.
  const stale = await context.newPage();
  await stale.goto("/admin/deliveries");
  const staleRow = stale.getByRole("row").filter({ hasText: buyer.name });
  await expect(staleRow).toHaveCount(1);

  await row.getByRole("button", { name: /^Retry Acknowledgement email to buyer/ }).click();
  await expect(page.getByRole("status")).toHaveText(
    "1 message queued again: Acknowledgement email to buyer.",
  );
  await expect(row).toHaveCount(0);
  const message = storedAcknowledgement(buyer.id);
  expect(message).toMatchObject({
    status: "pending",
    attempts: 0,
    earlier_attempts: 12,
    locked_until: null,
    failed_at: null,
  });
  const audits = auditEntries("outbox.retry", message?.id ?? "");
  expect(audits).toHaveLength(1);
  expect(audits[0]?.details).not.toContain(buyer.email);
  expect(audits[0]?.details).not.toContain(buyer.name);

  await staleRow.getByRole("button", { name: /^Retry/ }).click();
  await expect(stale.getByRole("status")).toContainText("no longer failed");
  expect(storedAcknowledgement(buyer.id)?.earlier_attempts).toBe(12);
  expect(auditEntries("outbox.retry", message?.id ?? "")).toHaveLength(1);
  await expectNoAxeViolations(stale);
});

test("sales staff are not shown failed deliveries and are refused the page like other admin pages", async ({
  page,
  request,
}) => {
  await buyerWhoseMailGaveUp(request, "Sales Cannot");
  await signIn(page, createStaffAccount("sales"));

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  await expect(page.getByRole("region", { name: /gave up$/ })).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Lead desk" });
  await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Deliveries" })).toHaveCount(0);

  await page.goto("/admin/deliveries");
  await expect(page).toHaveURL(/\/admin\?denied=1$/);
  await expect(page.getByText("That page is for admins.")).toBeVisible();
});
