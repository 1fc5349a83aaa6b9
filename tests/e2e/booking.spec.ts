import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { ensureAuthSecret } from "@/server/auth/secret";
import { connect } from "@/server/db/connect";
import { createMailer } from "@/server/outbox/mailer";
import { sendBookingMail } from "@/server/outbox/send-booking-mail";
import { readIcs } from "@/tests/support/ics";
import { partOfType } from "@/tests/support/mime";
import { startSmtpServer } from "@/tests/support/smtp";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";
import { createStaffAccount, signIn } from "./staff";

/** The booking the e2e server stored for this email, and its confirmation in the outbox. */
function storedBooking(email: string) {
  const db = new Database("data/e2e.db", { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `select b.id, b.lead_id, b.status, b.slot_start, b.locale,
                (select id from outbox o where o.topic = 'booking_confirm'
                   and o.payload like '{"bookingId":"' || b.id || '"%' order by created_at limit 1) as confirm_id
           from bookings b where b.email = ? order by b.created_at desc limit 1`,
      )
      .get(email) as
      | { id: string; lead_id: string; status: string; slot_start: string; confirm_id: string }
      | undefined;
  } finally {
    db.close();
  }
}

/**
 * Sends one queued message through the outbox's own booking sender to an SMTP server on loopback,
 * without marking it sent (the e2e server has no SMTP; its outbox keeps the message).
 */
async function renderQueuedMail(outboxId: string) {
  const smtp = await startSmtpServer();
  const { db } = connect("file:./data/e2e.db");
  const mailer = createMailer(smtp.url, 1);
  try {
    const entry = await db
      .selectFrom("outbox")
      .select(["id", "topic", "payload", "attempts"])
      .where("id", "=", outboxId)
      .executeTakeFirstOrThrow();
    const context = {
      from: "test@skyhaven.example",
      siteUrl: "http://localhost:3000",
      secret: ensureAuthSecret("file:./data/e2e.db"),
      replyTo: "sales@skyhaven.example",
      domain: "skyhaven.example",
    };
    await sendBookingMail(
      db,
      mailer,
      context,
      { ...entry, attempts: Number(entry.attempts) },
      AbortSignal.timeout(10_000),
    );
    return smtp.messages[0]!;
  } finally {
    mailer.close();
    await db.destroy();
    await smtp.stop();
  }
}

/**
 * Fills the form in Chinese and books a time with room on the first open day: the first such time,
 * or the last, so two tests running at once do not race for a slot's last place (the test database
 * keeps earlier runs' bookings).
 */
async function bookInChinese(
  page: Page,
  buyer: { contact: string; email: string },
  slot: "first" | "last" = "first",
) {
  await page.goto("/zh/book");
  await page.locator("input[name=slot]:not([disabled])")[slot]().check();
  await page.locator("#salutationId").selectOption({ label: "女士" });
  await page.locator("#name").fill("Chong Wai Ling");
  await page.locator("#contact").fill(buyer.contact);
  await page.locator("#email").fill(buyer.email);
  await page.locator("#partySize").selectOption("2");
  await page.locator("#consentPersonalData").check();
  await page.locator("#consentTerms").check();
  await page.getByRole("button", { name: "确认预约" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("预约成功");
  return page.url();
}

test("/book passes axe and offers the next open days in English", async ({ visit }) => {
  const page = await visit("/book");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Book a visit to the sales gallery",
  );
  await expect(page.locator("[aria-current=date]")).toHaveCount(1);
  await expect(page.locator("input[name=slot]").first()).toBeVisible();
});

test("/book passes axe in dark mode, in Chinese", async ({ page, visit }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      "settings",
      JSON.stringify({ themeMode: "dark", themeDirection: "ltr", themeColorPresets: "default" }),
    ),
  );
  await visit("/zh/book");
  await expect(page.locator("html")).toHaveAttribute("data-theme-mode", "dark");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("bad input says what to fix in Chinese and keeps what was typed", async ({ page }) => {
    await page.goto("/zh/book");
    await page.locator("#name").fill("Chong Wai Ling");
    await page.locator("#email").fill("not-an-email");
    await page.getByRole("button", { name: "确认预约" }).click();
    await expect(page.locator("#email-error")).toHaveText(
      "请输入有效的电邮地址，例如 name@example.com。",
    );
    await expect(page.locator("#slot-error")).toHaveText("请选择时间。");
    await expect(page.locator("#name")).toHaveValue("Chong Wai Ling");
  });

  test("a visitor books in Chinese, gets a mail with a valid .ics, reschedules and cancels by its link", async ({
    page,
  }) => {
    const buyer = uniqueBuyer();
    const manageUrl = await bookInChinese(page, buyer);
    expect(manageUrl).toMatch(/\/zh\/book\/manage\/[\w-]{43}\?booked=1$/);
    const stored = storedBooking(buyer.email)!;
    expect(stored).toMatchObject({ status: "booked", locale: "zh" });

    const mail = await renderQueuedMail(stored.confirm_id);
    expect(mail.subject).toBe("您已成功预约 SkyHaven Suites 销售廊参观");
    const ics = readIcs(partOfType(mail.raw, "text/calendar")!);
    expect(ics.get("DTSTART")).toEqual([
      stored.slot_start.replace(/[-:]/g, "").replace(/\.\d{3}/, ""),
    ]);
    const link = ics.get("DESCRIPTION")[0]!;
    expect(new URL(link).pathname).toBe(new URL(manageUrl).pathname);

    // The e2e server sends no mail: the confirmation does not claim it did, and offers the file.
    await expect(page.getByRole("status")).toHaveText(
      "您的参观已预约成功。请使用下方链接将其加入日历。期待与您见面。",
    );
    const download = page.getByRole("link", { name: "加入我的日历（.ics）" });
    const file = await page.request.get((await download.getAttribute("href"))!);
    expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const downloaded = readIcs(await file.text());
    expect(downloaded.get("METHOD")).toEqual(["PUBLISH"]);
    expect(downloaded.get("UID")).toEqual(ics.get("UID"));

    // Reschedule: a free time on another day, a later one. (The first other day can be today,
    // whose times have all begun by the evening in Malaysia.)
    await page.goto(new URL(link).pathname);
    // The list opens on the visit's own day, its time marked and not offered again.
    await expect(page.locator(`input[name=slot][value="${stored.slot_start}"]`)).toBeDisabled();
    await expect(page.getByText("您目前的预约")).toBeVisible();
    await page
      .getByRole("region", { name: "更改时间" })
      .locator("a:not([aria-current])")
      .last()
      .click();
    await page.locator("input[name=slot]:not([disabled])").first().check();
    await page.getByRole("button", { name: "确认改期" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "您的参观时间已更改。请在下方下载更新后的日历活动。",
    );
    expect(storedBooking(buyer.email)!.slot_start).not.toBe(stored.slot_start);

    await page.getByRole("button", { name: "取消参观" }).click();
    await expect(page.getByRole("status")).toHaveText("您的参观已取消。");
    await expect(page.getByText("此参观预约已取消。")).toBeVisible();
    expect(storedBooking(buyer.email)!.status).toBe("cancelled");
  });
});

test("the booking appears on its lead in the desk", async ({ page, browser }) => {
  const buyer = uniqueBuyer();
  const visitor = await (await browser.newContext()).newPage();
  await bookInChinese(visitor, buyer, "last");
  // The confirmation (the visit's own page) passes axe too.
  await expectNoAxeViolations(visitor);
  await visitor.close();
  const stored = storedBooking(buyer.email)!;

  await signIn(page, createStaffAccount("sales"));
  await page.goto(`/admin/leads/${stored.lead_id}`);
  const visits = page.getByRole("region", { name: "Sales gallery visits" });
  await expect(visits.getByText("2 people")).toBeVisible();
  // The visit is in the timeline, and it cannot be marked before it begins.
  const history = page.getByRole("region", { name: "History and notes" });
  await expect(history).toContainText("booked a sales gallery visit for");
  await expect(visits.getByText(/^Can be marked from /)).toBeVisible();
  await expect(visits.getByRole("button", { name: "Attended" })).toHaveCount(0);

  // The visit's time comes (written straight into the e2e server's database).
  const db = new Database("data/e2e.db", { fileMustExist: true });
  try {
    db.prepare("update bookings set slot_start = ? where id = ?").run(
      new Date(Date.now() - 3_600_000).toISOString(),
      stored.id,
    );
  } finally {
    db.close();
  }
  await page.reload();
  await visits.getByRole("button", { name: "Attended" }).click();
  // The visit's line ends with its outcome, and that outcome's button is now the pressed one.
  await expect(visits.getByText(/· Attended$/)).toBeVisible();
  await expect(visits.getByRole("button", { name: "Attended" })).toBeDisabled();
  // Attended is contact with the buyer, and the lead moves on to Visited.
  await expect(page.getByText(/^Last contact: .*Met at sales gallery/)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("visited");
  await expect(history).toContainText("changed the status from New to Visited");
});
