import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { formInput } from "@/tests/support/registrations";
import {
  fieldErrors,
  registrationContextSchema,
  registrationSchema,
  type FieldErrors,
} from "./schema";

/** Every key the form and the API can translate an error message with. */
const messageKeys = new Set(Object.keys(en.RegistrationErrors));

/** Parses the form with `overrides` applied, expecting failure; returns the errors by field. */
function errorsFor(overrides: Record<string, unknown>): FieldErrors {
  const result = registrationSchema.safeParse(formInput(overrides));
  if (result.success) throw new Error(`accepted ${JSON.stringify(overrides).slice(0, 200)}`);
  return fieldErrors(result.error);
}

/** Parses the form with `overrides` applied, expecting success. */
function parse(overrides: Record<string, unknown> = {}) {
  return registrationSchema.parse(formInput(overrides));
}

const megabyte = "x".repeat(1024 * 1024);

describe("registrationSchema", () => {
  it("parses a complete, valid registration into typed, trimmed values", () => {
    const registration = parse({
      name: "  Tan Ah Kow ",
      email: " ah.kow@example.com ",
      utmSource: "facebook",
      utmCampaign: " launch ",
      utmMedium: "",
    });

    expect(registration).toEqual({
      salutationId: 1,
      name: "Tan Ah Kow",
      contact: "012-345 6789",
      email: "ah.kow@example.com",
      address: "12 Jalan Ampang, 50450 Kuala Lumpur",
      channel: "website",
      consentPersonalData: true,
      consentTerms: true,
      unitTypes: ["A1", "C1A"],
      utmSource: "facebook",
      utmCampaign: "launch",
      utmMedium: undefined,
      utmTerm: undefined,
      utmContent: undefined,
    });
  });

  it.each(["012-345 6789", "0123456789", "+60 12-345 6789", "+65 9123 4567", "03-2161 1234"])(
    "accepts the phone number %s, with or without a country code",
    (contact) => {
      expect(parse({ contact }).contact).toBe(contact);
    },
  );

  it.each<[string, Record<string, unknown>, string]>([
    ["email", { email: "not-an-email" }, "emailInvalid"],
    ["email", { email: "ah.kow@" }, "emailInvalid"],
    ["email", { email: "" }, "emailRequired"],
    ["contact", { contact: "123" }, "contactInvalid"],
    ["contact", { contact: "call me maybe" }, "contactInvalid"],
    ["contact", { contact: "  " }, "contactRequired"],
    ["name", { name: "" }, "nameRequired"],
    ["name", { name: "   " }, "nameRequired"],
    ["name", { name: undefined }, "nameRequired"],
    ["name", { name: "T" }, "nameTooShort"],
    ["name", { name: "Tan 123" }, "nameInvalid"],
    ["consentPersonalData", { consentPersonalData: undefined }, "consentPersonalDataRequired"],
    ["consentPersonalData", { consentPersonalData: false }, "consentPersonalDataRequired"],
    ["consentTerms", { consentTerms: "off" }, "consentTermsRequired"],
    ["consentTerms", { consentTerms: undefined }, "consentTermsRequired"],
    ["channel", { channel: undefined }, "channelRequired"],
    ["channel", { channel: "television" }, "channelRequired"],
    ["salutationId", { salutationId: undefined }, "salutationRequired"],
    ["salutationId", { salutationId: "" }, "salutationRequired"],
    ["salutationId", { salutationId: "0" }, "salutationRequired"],
    ["salutationId", { salutationId: "1.5" }, "salutationRequired"],
    ["salutationId", { salutationId: "mr" }, "salutationRequired"],
    ["unitTypes", { unitTypes: ["Z9"] }, "unitTypesInvalid"],
    ["unitTypes", { unitTypes: ["A4"] }, "unitTypesInvalid"],
    ["unitTypes", { unitTypes: "A1,E1" }, "unitTypesInvalid"],
    ["unitTypes", { unitTypes: ["A1", "A2", "A3", "B1", "B2", "B3"] }, "unitTypesInvalid"],
  ])("rejects a bad %s with its message key (%j → %s)", (field, overrides, key) => {
    const errors = errorsFor(overrides);
    expect(errors[field as keyof FieldErrors]).toContain(key);
    // Only the bad field is reported.
    expect(Object.keys(errors)).toEqual([field]);
  });

  it("reports every bad field at once, each with its own keys", () => {
    const result = registrationSchema.safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      salutationId: ["salutationRequired"],
      name: ["nameRequired"],
      contact: ["contactRequired"],
      email: ["emailRequired"],
      channel: ["channelRequired"],
      consentPersonalData: ["consentPersonalDataRequired"],
      consentTerms: ["consentTermsRequired"],
    });
  });

  it("says one thing per field: the most basic problem first", () => {
    expect(errorsFor({ name: "", contact: "", email: "", address: "", channel: "" })).toEqual({
      name: ["nameRequired"],
      contact: ["contactRequired"],
      email: ["emailRequired"],
      channel: ["channelRequired"],
    });
    expect(errorsFor({ name: "1" })).toEqual({ name: ["nameTooShort"] });
    expect(errorsFor({ contact: "x".repeat(31) })).toEqual({ contact: ["contactInvalid"] });
  });

  it.each([undefined, null, "", "   ", "KL"])(
    "takes any address or none (%j), stored as written or empty",
    (address) => {
      expect(parse({ address }).address).toBe(typeof address === "string" ? address.trim() : "");
    },
  );

  it.each([true, "on", "true"])("accepts the consent value %j for both consents", (value) => {
    const registration = parse({ consentPersonalData: value, consentTerms: value });
    expect(registration.consentPersonalData).toBe(true);
    expect(registration.consentTerms).toBe(true);
  });

  it.each([false, "false", "off", "yes", "", 1, 0, null, {}, ["on"]])(
    "refuses the consent value %j",
    (value) => {
      expect(errorsFor({ consentPersonalData: value, consentTerms: value })).toEqual({
        consentPersonalData: ["consentPersonalDataRequired"],
        consentTerms: ["consentTermsRequired"],
      });
    },
  );

  it("upper-cases and deduplicates unit types, keeping their order", () => {
    expect(parse({ unitTypes: ["b2", " a1 ", "B2", "c1a", "A1"] }).unitTypes).toEqual([
      "B2",
      "A1",
      "C1A",
    ]);
  });

  it("reads unit types from a comma-separated string and treats a missing list as none", () => {
    expect(parse({ unitTypes: "d9,a1" }).unitTypes).toEqual(["D9", "A1"]);
    expect(parse({ unitTypes: "" }).unitTypes).toEqual([]);
    expect(parse({ unitTypes: undefined }).unitTypes).toEqual([]);
  });

  it("accepts every unit type from A1 to D9 and nothing outside the plan", () => {
    const plan = ["A1", "A2", "A3", "B1", "B2", "B3", "B4", "B5"];
    plan.push("C1A", "C1B", "C2", "C3", "C4", "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9");
    for (const code of plan) expect(parse({ unitTypes: [code] }).unitTypes).toEqual([code]);
    for (const code of ["A0", "A4", "B6", "C1", "C5", "D0", "D10", "E1", "", "A 1"]) {
      expect(errorsFor({ unitTypes: [code] }).unitTypes, code).toEqual(["unitTypesInvalid"]);
    }
  });

  it.each<[string, number, string]>([
    ["name", 121, "nameTooLong"],
    ["address", 301, "addressTooLong"],
    ["contact", 31, "contactInvalid"],
    ["email", 255, "emailInvalid"],
  ])("rejects an overlong %s (%i characters) with %s", (field, length, key) => {
    const value = field === "email" ? `${"a".repeat(length - 12)}@example.com` : "a".repeat(length);
    expect(value).toHaveLength(length);
    expect(errorsFor({ [field]: value })[field as keyof FieldErrors]).toContain(key);
  });

  it("accepts strings at their maximum length", () => {
    const registration = parse({
      name: "a".repeat(120),
      address: "a".repeat(300),
      email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}`,
      utmSource: "u".repeat(200),
    });
    expect(registration.name).toHaveLength(120);
    expect(registration.address).toHaveLength(300);
    expect(registration.email).toHaveLength(250);
    expect(registration.utmSource).toHaveLength(200);
  });

  it("rejects overlong UTM values", () => {
    for (const field of ["utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent"]) {
      expect(Object.keys(errorsFor({ [field]: "u".repeat(201) })), field).toEqual([field]);
    }
  });

  it("keeps a name with apostrophes, hyphens, slashes and non-Latin letters as plain text", () => {
    for (const name of [
      "O'Brien",
      "Nur Aisyah binti Ahmad",
      "Siti a/p Rahman",
      "陈大文",
      "Ng-Lim, J.",
    ]) {
      expect(parse({ name }).name).toBe(name);
    }
  });

  it("refuses SQL injection text as a name with nameInvalid", () => {
    expect(errorsFor({ name: "Robert'); DROP TABLE registrations;--" })).toEqual({
      name: ["nameInvalid"],
    });
    expect(errorsFor({ name: "' OR 1=1 --" })).toEqual({ name: ["nameInvalid"] });
  });

  it("treats SQL-looking text in the address as plain text", () => {
    const address = "1'; DELETE FROM registrations WHERE '1'='1";
    expect(parse({ address }).address).toBe(address);
  });

  const hostileValues: [string, unknown][] = [
    ["a number instead of a string", 60123456789],
    ["an array", ["Tan Ah Kow"]],
    ["an object", { first: "Tan" }],
    ["null", null],
    ["a boolean", true],
    ["a 1 MB string", megabyte],
  ];
  const allFields = [...Object.keys(formInput()), "utmSource", "utmTerm"];

  it.each(hostileValues)(
    "never throws on %s in any field, and reports no other field",
    (_, value) => {
      for (const field of allFields) {
        const result = registrationSchema.safeParse(formInput({ [field]: value }));
        if (result.success) continue;
        expect(Object.keys(fieldErrors(result.error)), field).toEqual([field]);
      }
    },
  );

  it.each(hostileValues)(
    "answers %s in any field with message keys the form can translate",
    (_, value) => {
      const untranslatable: string[] = [];
      for (const field of allFields) {
        const result = registrationSchema.safeParse(formInput({ [field]: value }));
        if (result.success) continue;
        for (const message of fieldErrors(result.error)[field as keyof FieldErrors] ?? []) {
          if (!messageKeys.has(message)) untranslatable.push(`${field}: ${message}`);
        }
      }
      expect(untranslatable).toEqual([]);
    },
  );

  it.each<[string, unknown]>([
    ["an object", { A1: true }],
    ["a list of numbers", [42]],
    ["a list holding an object", [{ code: "A1" }]],
  ])("answers unit types given as %s with unitTypesInvalid", (_, unitTypes) => {
    expect(errorsFor({ unitTypes })).toEqual({ unitTypes: ["unitTypesInvalid"] });
  });

  it.each<[string, string, unknown]>([
    ["name", "a number", 42],
    ["name", "an array", ["Tan"]],
    ["name", "an object", { first: "Tan" }],
    ["name", "a 1 MB string", megabyte],
    ["contact", "a number", 60123456789],
    ["contact", "a 1 MB string", megabyte],
    ["email", "an array", ["a@example.com"]],
    ["email", "a 1 MB string", `${megabyte}@example.com`],
    ["address", "an object", { street: "Jalan Ampang" }],
    ["address", "a 1 MB string", megabyte],
    ["channel", "an array", ["website"]],
    ["salutationId", "an object", { id: 1 }],
    ["unitTypes", "a list holding a 1 MB string", [megabyte]],
    ["utmSource", "a number", 7],
    ["utmSource", "a 1 MB string", megabyte],
  ])("rejects %s given as %s", (field, _, value) => {
    const errors = errorsFor({ [field]: value });
    expect(Object.keys(errors)).toEqual([field]);
  });

  it("answers within a second for a body of 1 MB strings in every field", () => {
    const started = performance.now();
    const hostile = Object.fromEntries(Object.keys(formInput()).map((key) => [key, megabyte]));
    const result = registrationSchema.safeParse(hostile);
    expect(result.success).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("control characters", () => {
  it("strips NUL and other controls from free text, as no database stores them alike", () => {
    const registration = parse({
      name: "Tan\u0000 Ah\u0007 Kow\u009b",
      address: "12 Jalan\u0000 Ampang\n50450\u001b Kuala Lumpur",
      utmSource: "goo\u0000gle",
      utmCampaign: "launch\tday\r\n2026",
      utmContent: "\u0000\u0001",
    });
    expect(registration).toMatchObject({
      name: "Tan Ah Kow",
      // A line break in an address is the buyer's; other controls are not.
      address: "12 Jalan Ampang\n50450 Kuala Lumpur",
      utmSource: "google",
      utmCampaign: "launch day 2026",
      utmContent: undefined,
    });
  });

  it("turns a tab or line break inside a name into a space", () => {
    expect(parse({ name: "Tan\tAh\nKow" }).name).toBe("Tan Ah Kow");
  });

  it("drops half a character (a lone surrogate) from free text", () => {
    expect(parse({ address: "12 Jalan\ud800 Ampang 😀" }).address).toBe("12 Jalan Ampang 😀");
  });

  it("counts a name of controls alone as missing", () => {
    expect(errorsFor({ name: "\u0000\u0000\u0000" }).name).toContain("nameRequired");
  });

  it.each<[string, string, string]>([
    ["contact", "012-345\u0000 6789", "contactInvalid"],
    ["contact", "012-345\t6789", "contactInvalid"],
    ["contact", "012-345 6789\ud800", "contactInvalid"],
    ["email", "ah.kow@example.com\u0000", "emailInvalid"],
    ["email", "ah\u0000kow@example.com", "emailInvalid"],
  ])("refuses a %s holding a control character (%j) with %s", (field, value, key) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: [key] });
  });
});

describe("registrationContextSchema", () => {
  it("cleans the referrer and landing page like free text and keeps them to 500 characters", () => {
    const context = registrationContextSchema.parse({
      referrer: "https://www.google.com/\u0000search?q=sky\nhaven",
      landingPage: `/landing?utm_source=${"x".repeat(600)}`,
      formToken: "3f2b8c1e-9d4a-4b7e-8f00-6a1d2c3b4e5f",
    });
    expect(context.referrer).toBe("https://www.google.com/search?q=sky haven");
    expect(context.landingPage).toHaveLength(500);
    expect(context.formToken).toBe("3f2b8c1e-9d4a-4b7e-8f00-6a1d2c3b4e5f");
  });

  it("does not cut a character in two at the 500th", () => {
    const landingPage = `${"x".repeat(499)}😀`;
    expect(registrationContextSchema.parse({ landingPage }).landingPage).toBe("x".repeat(499));
  });

  it.each([
    ["no values", {}],
    ["values that are not text", { referrer: 5, landingPage: ["/"], formToken: {} }],
    ["controls alone", { referrer: "\u0000", landingPage: " \u0001 " }],
    ["a submission key no form makes", { formToken: "key\u0000" }],
  ])("leaves out what is unusable (%s) instead of refusing the registration", (_case, raw) => {
    expect(registrationContextSchema.parse(raw)).toEqual({
      referrer: undefined,
      landingPage: undefined,
      formToken: undefined,
    });
  });
});

describe("fieldErrors", () => {
  it("groups messages by field and lists each message once", () => {
    const result = registrationSchema.safeParse(
      formInput({ unitTypes: ["Z1", "Z2"], email: "nope" }),
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      email: ["emailInvalid"],
      unitTypes: ["unitTypesInvalid"],
    });
  });
});
