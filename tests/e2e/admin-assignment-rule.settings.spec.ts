import { randomBytes } from "node:crypto";
import { query, registerBuyer } from "./desk";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff";

// The assignment rule is one setting for the whole desk: while it is on, every new lead of every
// other test gets an owner, and "Take this lead" is gone. So this file runs in the `desk-settings`
// project, after the desktop and phone projects have finished (playwright.config.ts).

/** A surname no other run used (letters only, as the form accepts), to find this test's buyers. */
const family = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");

const ownerOf = (leadId: string) =>
  query<{ owner_id: string | null }>("select owner_id from registrations where id = ?", leadId)[0]
    ?.owner_id ?? null;

test("round robin gives a new lead an owner, and the rule shows what was saved", async ({
  page,
  request,
}) => {
  await signIn(page, createStaffAccount("admin"));
  // At least one active salesperson, whoever else earlier runs left.
  createStaffAccount("sales");
  await page.goto("/admin/staff");
  const roundRobin = page.getByRole("radio", { name: /Round robin over active sales staff/ });
  await roundRobin.check();
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page.getByText("Saved: Round robin over active sales staff.")).toBeVisible();
  await expect(roundRobin).toBeChecked();
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page.getByText("Nothing to save: it already was")).toBeVisible();
  await expectNoAxeViolations(page);

  try {
    const id = await registerBuyer(request, `Round Robin ${family()}`);
    const next = await registerBuyer(request, `Round Robin ${family()}`);
    // Two active salespeople at least (this test made one; other tests leave more): the next
    // lead goes to the next person.
    expect(ownerOf(id)).not.toBeNull();
    expect(ownerOf(next)).not.toBeNull();
    expect(ownerOf(next)).not.toBe(ownerOf(id));
    await page.goto(`/admin/leads/${id}`);
    const history = page.getByRole("region", { name: "History and notes" });
    await expect(history).toContainText("Round robin: assigned to ");
    await expect(page.getByText("Owner:")).not.toContainText("unassigned");
  } finally {
    await page.goto("/admin/staff");
    await page.getByRole("radio", { name: /Leave new leads unassigned/ }).check();
    await page.getByRole("button", { name: "Save rule" }).click();
    await expect(page.getByText("Saved: Leave new leads unassigned.")).toBeVisible();
  }
});
