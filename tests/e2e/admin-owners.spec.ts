import { randomBytes } from "node:crypto";
import { query, registerBuyer, staffId } from "./desk";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";
import { createStaffAccount, signIn } from "./staff";

// Each test makes staff accounts with the CLI and posts several forms: on a loaded 2-core machine
// that is over a minute.
test.describe.configure({ timeout: 180_000 });

/** A surname no other run used (letters only, as the form accepts), to find this test's buyers. */
const family = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");

const ownerOf = (leadId: string) =>
  query<{ owner_id: string | null }>("select owner_id from registrations where id = ?", leadId)[0]
    ?.owner_id ?? null;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin assigns ticked leads to a salesperson, who finds them under My leads and exports only those", async ({
    page,
    browser,
  }) => {
    const tag = family();
    const names = [`Aminah ${tag}`, `Bala ${tag}`, `Chong ${tag}`];
    const ids: string[] = [];
    for (const name of names) ids.push(await registerBuyer(page.request, name));
    const sales = createStaffAccount("sales");
    await signIn(page, createStaffAccount("admin"));

    await page.goto(`/admin/leads?q=${tag}`);
    await page.getByRole("checkbox", { name: `Tick ${names[0]}` }).check();
    await page.getByRole("checkbox", { name: `Tick ${names[1]}` }).check();
    await page.getByLabel("Assign ticked leads to").selectOption({ label: sales.name });
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(page.getByText(`Assigned 2 leads to ${sales.name}.`)).toBeVisible();
    const rows = page.getByRole("row");
    await expect(rows.filter({ hasText: names[0] })).toContainText(sales.name);
    await expect(rows.filter({ hasText: names[2] })).toContainText("Unassigned");
    const salesId = staffId(sales.email);
    expect(ids.map(ownerOf)).toEqual([salesId, salesId, null]);

    const adminCsv = await (await page.request.get(`/admin/leads/export?q=${tag}`)).text();
    for (const name of names) expect(adminCsv).toContain(name);

    const theirs = await browser.newContext({ javaScriptEnabled: false });
    try {
      const salesPage = await theirs.newPage();
      await signIn(salesPage, sales);
      await salesPage.goto("/admin/leads");
      await salesPage
        .getByRole("navigation", { name: "Lead views" })
        .getByRole("link", { name: "My leads" })
        .click();
      await expect(salesPage).toHaveURL(/owner=me/);
      await expect(salesPage.getByRole("rowheader", { name: names[0] })).toBeVisible();
      await expect(salesPage.getByRole("rowheader", { name: names[1] })).toBeVisible();
      await expect(salesPage.getByRole("rowheader", { name: names[2] })).toHaveCount(0);

      const link = salesPage.getByRole("link", { name: "Export my leads (CSV)" });
      const csv = await (
        await salesPage.request.get((await link.getAttribute("href")) ?? "")
      ).text();
      expect(csv).toContain(names[0]);
      expect(csv).toContain(names[1]);
      expect(csv).not.toContain(names[2]);
      const sheetLink = salesPage.getByRole("link", { name: "My call sheet (CSV)" });
      const sheet = await salesPage.request.get((await sheetLink.getAttribute("href")) ?? "");
      expect(sheet.headers()["content-disposition"]).toMatch(/skyhaven-call-sheet-/);
      const sheetRows = (await sheet.text()).split("\r\n").filter((line) => line.includes(tag));
      expect(sheetRows).toHaveLength(2);
      expect(sheetRows.every((line) => line.includes(sales.name))).toBe(true);
      // A phone number spaced, so a spreadsheet keeps it as text, and pasteable into WhatsApp: no
      // apostrophe in front.
      expect(sheetRows[0]).toMatch(/,\+60 \d{2} \d{3,4} \d{4},/);
      // Asking for other leads in the link changes nothing: the route narrows to their own.
      const asked = await (
        await salesPage.request.get(`/admin/leads/export?q=${tag}&owner=none`)
      ).text();
      expect(asked).toContain(names[0]);
      expect(asked).not.toContain(names[2]);
    } finally {
      await theirs.close();
    }
  });
});

test("an admin reassigns a lead; the owner stays selected, a second save changes nothing, and the timeline and audit log say it in words", async ({
  page,
  request,
}) => {
  const name = `Reassign ${family()}`;
  const id = await registerBuyer(request, name);
  const [siti, ravi] = [createStaffAccount("sales"), createStaffAccount("sales")];
  const admin = createStaffAccount("admin");
  await signIn(page, admin);
  await page.goto(`/admin/leads/${id}`);
  const owner = page.getByRole("combobox", { name: "Owner", exact: true });

  await owner.selectOption({ label: siti.name });
  await page.getByRole("button", { name: "Save owner" }).click();
  await expect(page.getByText(`Assigned to ${siti.name}.`)).toBeVisible();
  await owner.selectOption({ label: ravi.name });
  await page.getByRole("button", { name: "Save owner" }).click();
  await expect(page.getByText(`Assigned to ${ravi.name}.`)).toBeVisible();
  await expect(owner).toHaveValue(ownerOf(id) ?? "none");
  await page.getByRole("button", { name: "Save owner" }).click();
  await expect(
    page.getByText(`Nothing to save: the lead is already ${ravi.name}'s.`),
  ).toBeVisible();

  const history = page.getByRole("region", { name: "History and notes" });
  await expect(history).toContainText(`${admin.name} assigned the lead to ${siti.name}`);
  await expect(history).toContainText(
    `${admin.name} reassigned the lead from ${siti.name} to ${ravi.name}`,
  );
  await expectNoAxeViolations(page);
  await page.goto("/admin/audit?action=lead.assign");
  await expect(
    page.getByText(`${admin.name} reassigned ${name} from ${siti.name} to ${ravi.name}`),
  ).toBeVisible();
});

test("a salesperson takes an unassigned lead", async ({ page, request }) => {
  const id = await registerBuyer(request, `Take ${family()}`);
  const sales = createStaffAccount("sales");
  await signIn(page, sales);
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByRole("combobox", { name: "Owner" })).toHaveCount(0);

  await page.getByRole("button", { name: "Take this lead" }).click();

  await expect(page.getByText("The lead is yours.")).toBeVisible();
  await expect(page.getByRole("region", { name: "History and notes" })).toContainText(
    `${sales.name} took the lead`,
  );
  await page.reload();
  await expect(page.getByRole("button", { name: "Take this lead" })).toHaveCount(0);
  await expect(page.getByText(`Owner: ${sales.name}`)).toBeVisible();
});

test("a buyer marked Lost who registers again is back under New, the newest interest on top", async ({
  page,
  request,
}) => {
  const name = `Returning ${family()}`;
  const buyer = uniqueBuyer();
  const id = await registerBuyer(request, name, { buyer, unitTypes: ["A1"] });
  await signIn(page, createStaffAccount("sales"));
  await page.goto(`/admin/leads/${id}`);
  const status = page.getByRole("combobox", { name: "Status", exact: true });
  await status.selectOption("lost");
  // Lost asks why; the reason is required.
  await page.getByRole("combobox", { name: "Lost reason" }).selectOption("bought_elsewhere");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Status saved: New → Lost (Bought elsewhere).")).toBeVisible();

  await registerBuyer(request, name, { buyer, unitTypes: ["C1A", "D2"] });
  await page.goto(`/admin/leads?status=new&q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();

  await expect(status).toHaveValue("new");
  await expect(page.getByText("Latest interest")).toContainText("C1A, D2");
  const headings = page.getByRole("heading", { level: 2, name: /Repeat|First registration/ });
  await expect(headings.first()).toContainText("Repeat 1 (latest)");
  await expect(headings.nth(1)).toContainText("First registration");
  await expect(page.getByRole("region", { name: "History and notes" })).toContainText(
    `${name} registered again: reopened from Lost to New`,
  );
  await expectNoAxeViolations(page);
});
