import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { query, registerBuyer, staffId } from "./desk";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

const family = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");

/** The Malaysia calendar day `days` from now (YYYY-MM-DD). */
const malaysiaDay = (days = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Gives leads an owner and a follow-up day, straight in the e2e server's database. */
function plan(ids: string[], owner: string, day: string) {
  const db = new Database("data/e2e.db", { fileMustExist: true });
  try {
    const update = db.prepare(
      "update registrations set owner_id = ?, follow_up_on = ? where id = ?",
    );
    for (const id of ids) update.run(owner, day, id);
  } finally {
    db.close();
  }
}

/** Runs a task the way a salesperson does it; prints its clicks and seconds for the README. */
async function timed(label: string, clicks: number, task: () => Promise<void>) {
  const start = performance.now();
  await task();
  const seconds = (performance.now() - start) / 1000;
  console.log(`[timing] ${label}: ${clicks} clicks, ${seconds.toFixed(2)} s`);
}

const firstCardTop = async (page: Page) =>
  (
    await page
      .getByRole("list", { name: /^Leads/ })
      .getByRole("listitem")
      .first()
      .boundingBox()
  )?.y ?? Number.POSITIVE_INFINITY;

test("a salesperson opens Due today from their dashboard, logs a call with its next follow-up in one save and walks the view with Next lead", async ({
  page,
  request,
}) => {
  const surname = family();
  const names = ["Ang", "Bala", "Chee"].map((first) => `${first} ${surname}`);
  const ids: string[] = [];
  for (const name of names) ids.push(await registerBuyer(request, name));
  const late = await registerBuyer(request, `Dollah ${surname}`);
  const sales = createStaffAccount("sales");
  await signIn(page, sales);
  const me = staffId(sales.email);
  plan(ids, me, malaysiaDay());
  plan([late], me, malaysiaDay(-3));

  // A salesperson's dashboard is their day: due today, overdue, the pool, their visits.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  const work = page.getByRole("navigation", { name: "My work" });
  await expect(work.getByRole("link", { name: /^Due today 3/ })).toBeVisible();
  await expect(work.getByRole("link", { name: /^Overdue 1/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await timed("find today's due leads (dashboard → Due today)", 1, async () => {
    await work.getByRole("link", { name: /^Due today/ }).click();
    await expect(page).toHaveURL(/owner=me&due=today/);
    await expect(page.getByRole("rowheader").first()).toBeVisible();
  });
  // Same day for all three: the list's order is the id's, and Next lead follows it.
  const order = [...ids].sort();
  const nameOf = (id: string) => names[ids.indexOf(id)]!;
  await expect(page.getByRole("rowheader")).toHaveText(order.map(nameOf));
  await expect(page.getByRole("row").filter({ hasText: nameOf(order[0]!) })).toContainText(
    "Due today",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: nameOf(order[0]!) }).click();
  await expect(page.getByRole("heading", { level: 1, name: nameOf(order[0]!) })).toBeVisible();
  const tomorrow = malaysiaDay(1);
  await timed("log a call with next follow-up (outcome + Save)", 2, async () => {
    await page.getByText("Called – no answer", { exact: true }).click();
    // No answer suggests tomorrow, and a New lead becomes Contacted: both pre-filled, editable.
    await expect(page.getByLabel("Next follow-up")).toHaveValue(tomorrow);
    await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveValue(
      "contacted",
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.getByText(
        /^Logged: Called – no answer\. Status saved: New → Contacted\. Next follow-up: /,
      ),
    ).toBeVisible();
  });
  expect(
    query<{ status: string; follow_up_on: string }>(
      "select status, follow_up_on from registrations where id = ?",
      order[0]!,
    )[0],
  ).toEqual({ status: "contacted", follow_up_on: tomorrow });
  expect(
    query<{ kind: string }>(
      "select kind from lead_events where registration_id = ? order by at",
      order[0]!,
    ).map((e) => e.kind),
  ).toEqual(["contact", "status", "follow_up"]);
  await expect(page.getByText(/^Last contact: .*Called – no answer/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The lead left Due today (its follow-up is tomorrow); Next lead goes on down the view.
  await page.getByRole("link", { name: "Next lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: nameOf(order[1]!) })).toBeVisible();
  await page.getByRole("link", { name: "Next lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: nameOf(order[2]!) })).toBeVisible();
  await expect(page.getByText("Last lead in this view.")).toBeVisible();
  await page.getByRole("link", { name: "← Back to the list" }).click();
  await expect(page).toHaveURL(/owner=me&due=today/);
  await expect(page.getByRole("rowheader")).toHaveText([order[1]!, order[2]!].map(nameOf));

  // Overdue: most overdue first, with how many days.
  await page
    .getByRole("navigation", { name: "Lead views" })
    .getByRole("link", { name: "My overdue follow-ups" })
    .click();
  await expect(page.getByRole("row").filter({ hasText: `Dollah ${surname}` })).toContainText(
    "Overdue 3 days",
  );
});

test("an admin reassigns a lead from its page", async ({ page, request }) => {
  const name = `Handover ${family()}`;
  const id = await registerBuyer(request, name);
  const sales = createStaffAccount("sales");
  await signIn(page, createStaffAccount("admin"));
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await timed("reassign a lead (choose owner + Save owner)", 2, async () => {
    await page.getByRole("combobox", { name: "Owner", exact: true }).selectOption({
      label: sales.name,
    });
    await page.getByRole("button", { name: "Save owner" }).click();
    await expect(page.getByText(new RegExp(sales.name)).first()).toBeVisible();
    await expect(page.getByText("Owner:").locator("strong")).toHaveText(sales.name);
  });
  // The manager's dashboard counts the salesperson's open leads and follow-ups.
  await page.goto("/admin");
  const row = page
    .getByRole("table", { name: "Follow-ups per salesperson, today in Malaysia time" })
    .getByRole("row")
    .filter({ hasText: sales.name });
  await expect(row.getByRole("cell")).toHaveText(["0", "0", "1"]);
  await expectNoAxeViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the first lead card of an admin's list is on the first screen", async ({
    page,
    request,
  }) => {
    await registerBuyer(request, `Fold ${family()}`);
    await signIn(page, createStaffAccount("admin"));
    await page.goto("/admin/leads");
    // An admin's list has the most above it (the bulk assignment form); the card's name and
    // status show at least.
    expect(await firstCardTop(page)).toBeLessThan(844 - 120);
  });
});
