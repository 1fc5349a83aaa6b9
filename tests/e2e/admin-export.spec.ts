import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import Database from "better-sqlite3";
import ExcelJS from "exceljs";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";
import { signIn, useRunAddress } from "./staff";

const staff = {
  email: `export-desk-${Date.now()}@skyhaven.example`,
  password: "Quiet-Runway-Lounge-2026",
  name: "Export Desk",
};
// Erasure is an admin's act; sales staff export and answer access requests.
const admin = {
  email: `export-admin-${Date.now()}@skyhaven.example`,
  password: "Quiet-Runway-Admin-2026",
  name: "Export Admin",
};

/** Audit entries of these actions written since the test began (data/e2e.db, as the server wrote it). */
function auditSince(since: string, actions: string[]) {
  const db = new Database("data/e2e.db", { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `select action, entity_id, details from audit_log
          where at >= ? and action in (${actions.map(() => "?").join(",")}) order by at`,
      )
      .all(since, ...actions) as { action: string; entity_id: string | null; details: string }[];
  } finally {
    db.close();
  }
}

test.describe.configure({ mode: "serial" });

test.beforeAll(() => {
  // The same command an operator uses, against the e2e server's database.
  for (const [account, role] of [
    [staff, "sales"],
    [admin, "admin"],
  ] as const) {
    execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/admin.ts",
        "create-user",
        "--email",
        account.email,
        "--password",
        account.password,
        "--name",
        account.name,
        "--role",
        role,
      ],
      {
        env: { ...process.env, DATABASE_URL: "file:./data/e2e.db", LOG_LEVEL: "warn" },
        stdio: "pipe",
      },
    );
  }
});

test("the export and the data file answer 401 without a session", async ({ request }) => {
  const exported = await request.get("/admin/leads/export");
  expect(exported.status()).toBe(401);
  expect(exported.headers()["content-type"]).toMatch(/application\/json/);
  const access = await request.post("/admin/requests/access", { form: { person: "a@b.example" } });
  expect(access.status()).toBe(401);
});

test("sales staff export their leads as UTF-8 CSV; an admin answers the access request and erases", async ({
  page,
  visit,
}) => {
  test.setTimeout(90_000);
  const since = new Date().toISOString();

  await useRunAddress(page);
  await visit("/admin/sign-in");
  await page.getByLabel("Work email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/sign-in/);

  const buyer = uniqueBuyer();
  const registered = await page.request.post("/api/registrations", {
    data: {
      salutationId: 4,
      name: "陈美玲",
      ...buyer,
      address: "=1+2 Jalan Bukit Bintang, 55100 Kuala Lumpur",
      channel: "website",
      consentPersonalData: true,
      consentTerms: true,
      unitTypes: ["B2"],
    },
  });
  expect(registered.status()).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  // Sales staff export the leads they own: this one becomes theirs first.
  await page.goto(`/admin/leads/${id}`);
  await page.getByRole("button", { name: "Take this lead" }).click();
  await expect(page.getByText("The lead is yours.")).toBeVisible();

  const exported = await page.request.get("/admin/leads/export");
  expect(exported.status()).toBe(200);
  expect(exported.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(exported.headers()["cache-control"]).toMatch(/no-store/);
  expect(exported.headers()["content-disposition"]).toMatch(
    /^attachment; filename="skyhaven-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const bytes = await exported.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString("utf8");
  expect(csv).toContain("陈美玲");
  expect(csv).toContain(`${id},`);
  expect(csv).toContain("'=1+2 Jalan Bukit Bintang");
  expect(csv).not.toMatch(/,=1\+2/);

  // The same leads as a workbook: the number and the address as text (a text cell is no formula).
  const workbook = await page.request.get("/admin/leads/export?format=xlsx");
  expect(workbook.status()).toBe(200);
  expect(workbook.headers()["content-type"]).toBe(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await workbook.body()) as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const mine = sheet.getRow(2);
  expect(sheet.rowCount).toBe(2);
  expect(mine.getCell(header.indexOf("Registration ID") + 1).value).toBe(id);
  expect(mine.getCell(header.indexOf("Contact (as typed)") + 1).value).toBe(buyer.contact);
  expect(mine.getCell(header.indexOf("Address") + 1).value).toBe(
    "=1+2 Jalan Bukit Bintang, 55100 Kuala Lumpur",
  );

  // The data-request desk is an admin's: a salesperson is sent back to the dashboard.
  await page.goto("/admin/requests", { waitUntil: "load" });
  await expect(page).toHaveURL(/\/admin\?denied=1$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);

  await signIn(page, admin);
  // Not `visit`: on a branch without the dashboard, /admin is a 404 whose home-link prefetch never
  // settles, so "network idle" would never come; "load" plus the same axe check instead.
  const requestsPage = await page.goto("/admin/requests", { waitUntil: "load" });
  expect(requestsPage?.status()).toBe(200);
  await expectNoAxeViolations(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personal-data requests");
  await page.getByLabel("Email or phone number").fill(buyer.email.toUpperCase());
  await page.getByRole("button", { name: "Find person" }).click();
  await expect(page.getByRole("heading", { name: "1 registration found" })).toBeFocused();
  await expect(page.getByRole("rowheader", { name: "陈美玲" })).toBeVisible();
  // The email never travels in the address bar.
  expect(page.url()).not.toContain("example.com");
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download data file" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^skyhaven-personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path()) ?? "", "utf8")) as {
    registrations: { id: string; fullName: string; unitTypes: string[] }[];
  };
  expect(file.registrations).toEqual([
    expect.objectContaining({ id, fullName: "陈美玲", unitTypes: ["B2"] }),
  ]);

  await page.getByRole("button", { name: "Erase this person" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Type ERASE in capitals to confirm." }),
  ).toBeVisible();
  await page.getByLabel("Type ERASE to confirm").fill("ERASE");
  await page.getByRole("button", { name: "Erase this person" }).click();
  const done = page.getByRole("status").filter({ hasText: "Person erased" });
  await expect(done).toBeVisible();
  await expect(done).toContainText("1 registration replaced with “[erased]”");
  await expectNoAxeViolations(page);

  const after = await page.request.get("/admin/leads/export");
  const afterCsv = (await after.body()).toString("utf8");
  // The e2e database outlives a run, so other buyers named 陈美玲 may remain: look at this one's row.
  const row = afterCsv.split("\r\n").find((line) => line.startsWith(`${id},`));
  expect(row).toContain("[erased]");
  expect(row).not.toContain("陈美玲");
  expect(row).not.toContain("=1+2");
  expect(afterCsv).not.toContain(buyer.email);

  const audit = auditSince(since, ["lead.export", "privacy.access", "privacy.erase"]);
  expect(audit.map((a) => [a.action, JSON.parse(a.details).format])).toEqual([
    ["lead.export", "csv"],
    ["lead.export", "xlsx"],
    ["privacy.access", undefined],
    ["privacy.erase", undefined],
    ["lead.export", "csv"],
  ]);
  const erase = audit.find((a) => a.action === "privacy.erase");
  expect(erase?.entity_id).toBe(id);
  expect(erase?.details).not.toContain(buyer.email);
  expect(erase?.details).not.toContain("陈美玲");
});
