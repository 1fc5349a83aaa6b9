import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { registerBuyer } from "./desk";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";
import { createStaffAccount, runName, signIn } from "./staff";

/**
 * Gives a lead `count` repeats straight in the e2e database (a scanner's flood, in a second), each
 * with its "registered again" entry, as tests/support/repeats.ts does for unit tests.
 */
function floodRepeats(rootId: string, count: number) {
  const db = new Database("data/e2e.db", { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const root = db.prepare("select * from registrations where id = ?").get(rootId) as Record<
      string,
      unknown
    >;
    const columns = Object.keys(root);
    const insert = db.prepare(
      `insert into registrations (${columns.join(",")}) values (${columns.map((c) => `@${c}`).join(",")})`,
    );
    const event = db.prepare(
      `insert into lead_events (id, registration_id, at, actor_name, kind) values (?, ?, ?, 'Buyer', 'registered')`,
    );
    // All in the past, the first registration moved back to make room: a lead active in the
    // future would stay on top of the shared database's list and hide other tests' new leads.
    const start = Date.now() - (count + 1) * 60_000;
    root.created_at = new Date(start).toISOString();
    db.transaction(() => {
      db.prepare("update registrations set created_at = ? where id = ?").run(
        root.created_at,
        rootId,
      );
      for (let i = 1; i <= count; i++) {
        const at = new Date(start + i * 60_000).toISOString();
        const id = `${rootId.slice(0, 24)}${String(i).padStart(12, "0")}`;
        insert.run({
          ...root,
          id,
          created_at: at,
          latest_at: at,
          duplicate_of: rootId,
          submission_key: null,
          submission_hash: null,
          repeat_count: 0,
          owner_id: null,
        });
        event.run(`e${id.slice(1)}`, rootId, at);
      }
      db.prepare(
        "update registrations set repeat_count = repeat_count + ?, latest_at = ? where id = ?",
      ).run(count, new Date(start + count * 60_000).toISOString(), rootId);
    })();
  } finally {
    db.close();
  }
}

test("the campaign report counts first-touch campaigns and each row opens its leads", async ({
  page,
  request,
}) => {
  const campaign = `launch-${randomBytes(4).toString("hex")}`;
  const names = [runName("Campaign One"), runName("Campaign Two")];
  for (const name of names) {
    const response = await request.post("/api/registrations?locale=en", {
      data: {
        salutationId: 1,
        name,
        ...uniqueBuyer(),
        channel: "website",
        consentPersonalData: true,
        consentTerms: true,
        unitTypes: ["A1"],
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: campaign,
      },
    });
    expect(response.status()).toBe(201);
  }
  await signIn(page, createStaffAccount("admin"));
  await page
    .getByRole("navigation", { name: "Lead desk" })
    .getByRole("link", { name: "Campaigns" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: campaign });
  await expect(row.getByRole("cell").first()).toHaveText("2");
  await expectNoAxeViolations(page);

  const csv = await (await page.request.get("/admin/campaigns/export")).text();
  expect(csv).toContain(`google,cpc,${campaign},2,`);

  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`utm_campaign=${campaign}`));
  await expect(page.getByText("2 people match")).toBeVisible();
  await expect(page.getByLabel("UTM campaign (first)")).toHaveValue(campaign);
});

test("a lead with thousands of registrations shows the latest 20 and pages back with links", async ({
  page,
  request,
}) => {
  const id = await registerBuyer(request, runName("Flooded Buyer"));
  floodRepeats(id, 2_500);
  await signIn(page, createStaffAccount("admin"));
  const response = await page.goto(`/admin/leads/${id}`);
  // The page of one person stays small however much they sent.
  expect((await response!.body()).length).toBeLessThan(400_000);
  await expect(page.getByText("2,501 registrations; showing the latest 20")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Repeat 2,500 (latest)" })).toBeVisible();
  await expect(page.getByText(/history entries; showing the latest 20/)).toBeVisible();

  await page.getByRole("link", { name: "Older registrations →" }).click();
  await expect(page.getByText("2,501 registrations; showing 21–40, newest first")).toBeVisible();
  await expect(page.getByRole("link", { name: "← Latest registrations" })).toBeVisible();
  await page.getByRole("link", { name: "Older history →" }).click();
  await expect(page.getByText(/history entries; showing 20 older ones/)).toBeVisible();
  // Both pages are kept in the link: registrations 21–40 are still shown.
  await expect(page.getByText("2,501 registrations; showing 21–40, newest first")).toBeVisible();
  await expectNoAxeViolations(page);

  // Opened from a list view, paging keeps the view that "Next lead" walks.
  const view = new URLSearchParams({ q: "Flooded Buyer" }).toString();
  await page.goto(`/admin/leads/${id}?${new URLSearchParams({ from: view })}`);
  await page.getByRole("link", { name: "Older registrations →" }).click();
  await expect(page.getByText("2,501 registrations; showing 21–40, newest first")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("from")).toBe(view);
  await expect(page.getByRole("link", { name: "← Back to the list" })).toHaveAttribute(
    "href",
    `/admin/leads?${view}`,
  );
});
