import type { Page } from "@playwright/test";
import { fillRegistration, submitRegistration } from "./registration-fill";
import { expect, test } from "./fixtures";
import { latestRegistrationByEmail, uniqueBuyer } from "./lead-store";

const expected = {
  en: {
    salutationId: "Please choose a salutation.",
    name: "Please enter your full name.",
    contact: "Please enter your mobile number.",
    email: "Please enter your email address.",
    channel: "Please tell us how you heard of the development.",
    consentPersonalData: "Please agree to the privacy notice so we can contact you.",
    consentTerms: "Please agree to the terms and conditions.",
  },
  zh: {
    salutationId: "请选择称谓。",
    name: "请输入您的全名。",
    contact: "请输入您的手机号码。",
    email: "请输入您的电邮地址。",
    channel: "请告诉我们您是通过什么渠道得知本项目的。",
    consentPersonalData: "请同意隐私声明，以便我们与您联系。",
    consentTerms: "请同意条款与条件。",
  },
};

/** Each field's message is exactly one sentence, and the address (optional) has none. */
async function expectEachSaidOnce(page: Page, messages: Record<string, string>) {
  for (const [field, message] of Object.entries(messages)) {
    await expect(page.locator(`#${field}-error`), field).toHaveText(message);
  }
  await expect(page.locator("#address-error")).toHaveCount(0);
  await expect(page.locator("#address")).not.toHaveAttribute("aria-invalid", "true");
}

test("the empty form says what is missing once per field, in English", async ({ page }) => {
  await page.goto("/register");
  // The live checks load when the form is first focused: a submit before that asks the server,
  // and both answers say the same and lead to the first field.
  await page.waitForLoadState("networkidle");
  await page.locator("form button[type=submit]").click();
  await expectEachSaidOnce(page, expected.en);
  await expect(page.locator("#salutationId")).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the empty form sent to the server says what is missing once per field, in Chinese", async ({
    page,
  }) => {
    await page.goto("/zh/register");
    await page.locator("form button[type=submit]").click();
    await expectEachSaidOnce(page, expected.zh);
    await expect(page.locator("[data-form-message]")).toHaveText("请更正下方标出的 7 项内容。");
  });
});

test("the address is optional: a buyer who leaves it out is registered", async ({ page }) => {
  await page.clock.install();
  await page.goto("/register");
  await expect(page.getByLabel("Address (optional)")).toBeVisible();
  const buyer = uniqueBuyer();
  await fillRegistration(page, buyer);
  await submitRegistration(page);
  expect(latestRegistrationByEmail(buyer.email)).toMatchObject({ source: "web", status: "new" });
});

test("the JSON and the old API take a registration without an address", async ({ request }) => {
  const buyer = uniqueBuyer();
  const created = await request.post("/api/registrations", {
    data: {
      salutationId: 1,
      name: "Wong Kar Fai",
      ...buyer,
      channel: "website",
      consentPersonalData: true,
      consentTerms: true,
    },
  });
  expect(created.status()).toBe(201);

  const old = uniqueBuyer();
  const legacy = await request.get(
    `/api/User_Registration?SALUTATIONID=1&USERFULLNAME=Lee%20Chong&USERCONTACT=${encodeURIComponent(old.contact)}&USEREMAIL=${encodeURIComponent(old.email)}&USERADDRESS=&USERCHANNEL=Website`,
  );
  expect(legacy.status()).toBe(200);
  expect(JSON.parse(JSON.parse(await legacy.text()) as string)[0].ReturnVal).toBe("1");
});

test("fields side by side line up on a desktop", async ({ page }) => {
  await page.goto("/register");
  const top = async (selector: string) => (await page.locator(selector).boundingBox())?.y;
  expect(await top("#salutationId")).toBe(await top("#name"));
  expect(await top("#contact")).toBe(await top("#email"));
  // Still when one of a pair has an error and the other none.
  await page.locator("#contact").fill("12");
  await page.locator("#email").focus();
  await expect(page.locator("#contact-error")).toBeVisible();
  expect(await top("#contact")).toBe(await top("#email"));
});
