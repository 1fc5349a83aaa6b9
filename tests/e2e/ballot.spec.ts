import { execFile } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { leadIdByEmail, resetBallot, resultMails, roomiestType } from "./ballot-store";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";
import { createStaffAccount, signIn } from "./staff";
import { withoutPageScripts } from "./without-scripts";

type Locale = "en" | "zh" | "ms";
const words = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")).Ballot;
const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);

/** The draw is one per launch: this file's tests run in order, from an open, empty ballot. */
test.describe.configure({ mode: "serial" });
test.beforeAll(() => resetBallot());
test.afterAll(() => resetBallot());

/** The buyer who enters from the thank-you page, for the tests after that one. */
const buyer = { ...uniqueBuyer(), reference: "", token: "" };
const lastFour = () => buyer.contact.replace(/\D/g, "").slice(-4);

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

/** What html-validate finds wrong in a page, but React's `action=""` (see html-valid.spec.ts). */
async function htmlProblems(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const report = await validator.validateString(await response.text(), path);
  return report.results
    .flatMap((result) => result.messages)
    .filter((m) => !(m.ruleId === "attribute-allowed-values" && m.message.includes('"action"')))
    .map((m) => `${path}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
}

async function lookUp(page: Page, reference: string, digits: string, locale: Locale) {
  await page.locator("#reference").fill(reference);
  await page.locator("#lastFour").fill(digits);
  await page.getByRole("button", { name: words(locale).lookupSubmit }).click();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ["en", "zh", "ms"] as const) {
    test(`/ballot in ${locale}: the record, how to check it, and a wrong guess at "find my number" answered in ${locale}`, async ({
      page,
    }) => {
      const t = words(locale);
      const response = await page.goto(`${prefix(locale)}/ballot`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${locale}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title!);
      await expect(page.getByTestId("ballot-status")).toHaveText(
        { en: "Taking entries", zh: "正在接受参加", ms: "Menerima penyertaan" }[locale],
      );
      await expect(page.getByRole("heading", { name: t.verifyHeading })).toBeVisible();
      await expect(page.getByText(t.verifyStep4!)).toBeVisible();
      await expect(page.locator("pre").first()).toContainText("node -e 'fetch(\"http");
      await expect(page.locator("pre").nth(1)).toContainText("openssl dgst -sha256");
      await expect(page.getByText(t.orderNotYet!)).toBeVisible();

      // A reference nobody has: the same answer a real one with the wrong digits gets.
      await lookUp(page, "ZZ23ZZ", "0000", locale);
      await expect(page.getByRole("alert")).toHaveText(t.lookupNoMatch!);
      await expect(page.locator("#reference")).toHaveValue("ZZ23ZZ");
      // Digits that are not four digits are said to be so, in the same language.
      await lookUp(page, "ZZ23ZZ", "12", locale);
      await expect(page.locator("#lastFour-error")).toHaveText(t.lastFourInvalid!);
    });
  }

  test("a buyer registers, enters the ballot from the thank-you page and keeps a shortlist, all by plain form posts", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = words("en");
    await page.goto("/register");
    await page.locator("#salutationId").selectOption({ label: "Ms" });
    await page.locator("#name").fill("Nur Aisyah");
    await page.locator("#contact").fill(buyer.contact);
    await page.locator("#email").fill(buyer.email);
    await page.locator("#channel").selectOption({ label: "Website" });
    await page.locator("#consentPersonalData").check();
    await page.locator("#consentTerms").check();
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/register\/thank-you$/);

    await expect(page.getByRole("heading", { name: t.thanksHeading })).toBeVisible();
    await page.getByRole("link", { name: t.thanksEnter }).click();
    await expect(page).toHaveURL(/\/ballot\/enter\/[\w-]{44,}$/);
    buyer.token = new URL(page.url()).pathname.split("/").at(-1)!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.entryTitle!);
    await page.getByRole("button", { name: t.enterSubmit }).click();
    await expect(page.getByRole("status")).toHaveText(
      "You are in the ballot. Your reference is below.",
    );
    buyer.reference = (await page.getByTestId("ballot-reference").textContent()) ?? "";
    expect(buyer.reference).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    await expect(page.getByText(t.shortlistEmpty!)).toBeVisible();

    // Choosing a type is a GET form: no type chosen is said so.
    await page.locator("#type").selectOption("");
    await page.getByRole("button", { name: t.showUnits }).click();
    await expect(page.locator("#type-error")).toHaveText(t.typeRequired!);

    const { type, available } = roomiestType();
    expect(available).toBeGreaterThan(10);
    await page.locator("#type").selectOption(type);
    await page.getByRole("button", { name: t.showUnits }).click();
    const boxes = page
      .getByRole("group", { name: `Available units of type ${type}` })
      .getByRole("checkbox");
    await expect(boxes.first()).toBeVisible();
    const ids = await boxes.evaluateAll((inputs) =>
      inputs.map((i) => (i as HTMLInputElement).value),
    );

    // Nothing ticked, then eleven: each refused with its reason, and nothing is saved.
    await page.getByRole("button", { name: t.addSubmit }).click();
    await expect(page.locator("#units-error")).toHaveText(t.pickNone!);
    for (const box of (await boxes.all()).slice(0, 11)) await box.check();
    await page.getByRole("button", { name: t.addSubmit }).click();
    await expect(page.locator("#units-error")).toHaveText(
      "You can keep up to 10 units, and you have 0: tick at most 10 more, or remove some first. Nothing was changed.",
    );
    // The ticks come back as they were, to untick one.
    await expect(boxes.nth(10)).toBeChecked();
    await expect(page.getByText(t.shortlistEmpty!)).toBeVisible();

    await boxes.nth(10).uncheck();
    for (const box of (await boxes.all()).slice(3, 10)) await box.uncheck();
    await page.getByRole("button", { name: t.addSubmit }).click();
    await expect(page.getByRole("status")).toHaveText("Added to your shortlist.");
    await expect(page.getByTestId("shortlist-count")).toHaveText("3 of 10 units");
    const listed = page.getByRole("region", { name: t.shortlistHeading }).getByRole("listitem");
    const order = async () =>
      (await listed.allTextContents()).map((text) => /[A-Z]-\d{2}-\d{2}/.exec(text)?.[0]);
    expect(await order()).toEqual(ids.slice(0, 3));

    await page.getByRole("button", { name: `Move up ${ids[2]}` }).click();
    await expect(page.getByRole("status")).toHaveText("Moved up.");
    expect(await order()).toEqual([ids[0], ids[2], ids[1]]);
    await page.getByRole("button", { name: `Remove ${ids[0]}` }).click();
    await expect(page.getByRole("status")).toHaveText("Removed from your shortlist.");
    expect(await order()).toEqual([ids[2], ids[1]]);

    // The same link in Chinese: the same entry, in Chinese.
    await page.goto(`/zh/ballot/enter/${buyer.token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words("zh").entryTitle!);
    await expect(page.getByTestId("ballot-reference")).toHaveText(buyer.reference);
    await expect(page.getByTestId("shortlist-count")).toHaveText("2 / 10 个单位");

    // A forged link opens nothing.
    await page.goto(`/zh/ballot/enter/${buyer.token.slice(0, -2)}xx`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words("zh").invalidTitle!);

    // Before the draw "find my number" says the entry is in; wrong digits say no more than for any reference.
    await page.goto("/ms/ballot");
    const wrong = lastFour() === "0000" ? "1111" : "0000";
    await lookUp(page, buyer.reference, wrong, "ms");
    await expect(page.getByRole("alert")).toHaveText(words("ms").lookupNoMatch!);
    await lookUp(page, buyer.reference.toLowerCase(), lastFour(), "ms");
    await expect(page.getByRole("status")).toContainText(
      `Rujukan ${buyer.reference} telah menyertai undian.`,
    );
  });
});

test("/ballot and the entry page are valid HTML, pass axe and fit a 390 px phone, without scripts too", async ({
  page,
  request,
  visit,
}) => {
  const type = roomiestType().type;
  const entry = `/ballot/enter/${buyer.token}`;
  for (const path of ["/ballot", "/zh/ballot", entry, `/ms${entry}?type=${type}`])
    expect(await htmlProblems(request, path)).toEqual([]);
  for (const path of [
    "/ballot",
    "/zh/ballot",
    `/ms/ballot/enter/${buyer.token}?type=${roomiestType().type}`,
  ]) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(path);
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow, `${path} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  }
  await withoutPageScripts(page);
  await page.goto("/ms/ballot");
  await expectNoAxeViolations(page);
  // Tab reaches the form's fields and its button in order.
  await page.locator("#reference").focus();
  await page.keyboard.press("Tab");
  await expect(page.locator("#lastFour")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: words("ms").lookupSubmit })).toBeFocused();
});

test("staff enter a walk-in, commit and draw; the published order re-derives, and each buyer finds their number", async ({
  page,
  request,
  visit,
}) => {
  test.setTimeout(120_000);
  expect(buyer.reference, "the entry test ran first").not.toBe("");
  // A walk-in registered through the API in Chinese, entered at the desk.
  const walkIn = uniqueBuyer();
  const registered = await request.post("/api/registrations?locale=zh", {
    data: {
      salutationId: 1,
      name: "Chan Tai Man",
      ...walkIn,
      channel: "website",
      consentPersonalData: true,
      consentTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const walkInId = leadIdByEmail(walkIn.email);
  const late = uniqueBuyer();
  expect(
    (
      await request.post("/api/registrations", {
        data: {
          salutationId: 1,
          name: "Late Comer",
          ...late,
          channel: "website",
          consentPersonalData: true,
          consentTerms: true,
        },
      })
    ).status(),
  ).toBe(201);

  // Without a session: 401, and nothing happens.
  expect(
    (await request.post("/api/admin/ballot/entries", { data: { leadId: walkInId } })).status(),
  ).toBe(401);
  expect((await request.post("/api/admin/ballot/commit")).status()).toBe(401);

  await signIn(page, createStaffAccount("admin"));
  const staff = page.request;
  const entered = await staff.post("/api/admin/ballot/entries", { data: { leadId: walkInId } });
  expect(entered.status()).toBe(201);
  const { reference: walkInReference } = (await entered.json()) as { reference: string };
  const again = await staff.post("/api/admin/ballot/entries", { data: { leadId: walkInId } });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ reference: walkInReference });
  expect((await staff.post("/api/admin/ballot/entries", { data: { leadId: 42 } })).status()).toBe(
    422,
  );
  expect(
    (
      await staff.post("/api/admin/ballot/entries", {
        data: "{not json",
        headers: { "content-type": "application/json" },
      })
    ).status(),
  ).toBe(422);
  expect(
    (
      await staff.post("/api/admin/ballot/entries", {
        data: { leadId: "00000000-0000-4000-8000-000000000000" },
      })
    ).status(),
  ).toBe(404);
  expect((await staff.post("/api/admin/ballot/draw")).status()).toBe(409);

  const committed = await staff.post("/api/admin/ballot/commit");
  expect(committed.status()).toBe(200);
  const commitment = (await committed.json()) as {
    entries: number;
    entriesHash: string;
    seedHash: string;
  };
  expect(commitment.entries).toBe(2);
  expect((await staff.post("/api/admin/ballot/commit")).status()).toBe(409);
  // After the commit: someone entered gets their reference (200), a newcomer is refused (409).
  const buyerAgain = await staff.post("/api/admin/ballot/entries", {
    data: { leadId: leadIdByEmail(buyer.email) },
  });
  expect(buyerAgain.status()).toBe(200);
  expect(await buyerAgain.json()).toEqual({ reference: buyer.reference });
  expect(
    (
      await staff.post("/api/admin/ballot/entries", { data: { leadId: leadIdByEmail(late.email) } })
    ).status(),
  ).toBe(409);

  const drawn = await staff.post("/api/admin/ballot/draw");
  expect(drawn.status()).toBe(200);
  expect((await staff.post("/api/admin/ballot/draw")).status()).toBe(409);

  // The public record, re-derived here with node:crypto alone.
  const published = await request.get("/api/ballot");
  expect(published.status()).toBe(200);
  const record = (await published.json()) as {
    status: string;
    entries: number;
    entriesHash: string;
    seedHash: string;
    seed: string;
    order: { position: number; reference: string; slot: string }[];
  };
  expect(record).toEqual(await drawn.json());
  expect(Object.keys(record)).toEqual([
    "status",
    "entries",
    "entriesHash",
    "seedHash",
    "seed",
    "order",
  ]);
  expect(record).toMatchObject({ status: "drawn", ...commitment });
  const seed = Buffer.from(record.seed, "hex");
  expect(createHash("sha256").update(seed).digest("hex")).toBe(record.seedHash);
  const references = record.order.map((o) => o.reference);
  expect([...references].sort()).toEqual([buyer.reference, walkInReference].sort());
  expect(
    createHash("sha256")
      .update([...references].sort().join("\n"))
      .digest("hex"),
  ).toBe(record.entriesHash);
  const key = (r: string) => createHmac("sha256", seed).update(r, "utf8").digest("hex");
  expect(references).toEqual([...references].sort((a, b) => (key(a) < key(b) ? -1 : 1)));
  expect(record.order.map((o) => o.position)).toEqual([1, 2]);
  for (const place of record.order)
    expect(place.slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+08:00$/);

  // One result mail per entry, each in its entrant's language.
  expect(resultMails().sort((a, b) => a.reference.localeCompare(b.reference))).toEqual(
    [
      { reference: buyer.reference, locale: "en" },
      { reference: walkInReference, locale: "zh" },
    ]
      .sort((a, b) => a.reference.localeCompare(b.reference))
      .map((mail) => expect.objectContaining(mail)),
  );

  // The page shows the order, says it checks out, and its own command says so too.
  await visit("/ballot");
  expect(await htmlProblems(request, "/ballot")).toEqual([]);
  await expect(page.getByTestId("ballot-status")).toHaveText("Drawn");
  await expect(page.getByText(words("en").checkedHere!)).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(references[0]!);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow, "the drawn order scrolls sideways at 390 px").toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  const command = (await page.locator("pre").first().textContent()) ?? "";
  // Playwright sets FORCE_COLOR, which would colour node's `true`s; "0" turns colour off.
  const { stdout } = await promisify(execFile)("bash", ["-c", command], {
    timeout: 20_000,
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  expect(stdout.trim()).toBe("positions true entriesHash true seedHash true order true");

  // "Find my number" with the right digits, and the buyer's page, now read-only.
  const mine = record.order.find((o) => o.reference === buyer.reference)!;
  await lookUp(page, buyer.reference, lastFour(), "en");
  await expect(page.getByRole("status").filter({ hasText: "queue number" })).toContainText(
    `Reference ${buyer.reference}: queue number ${mine.position}. Your selection slot:`,
  );
  await visit(`/ballot/enter/${buyer.token}`);
  await expect(page.getByText(`Queue number ${mine.position}. Your selection slot:`)).toBeVisible();
  await expect(page.getByText(words("en").shortlistReadOnly!)).toBeVisible();
  await expect(page.getByTestId("shortlist-count")).toHaveText("2 of 10 units");
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: words("en").addSubmit })).toHaveCount(0);
});
