import { describe, expect, it } from "vitest";
import { developerFacts } from "@/content/developer/facts";
import { parseEnv } from "../env-schema";
import { contactSettings } from "./settings";

describe("contact settings", () => {
  it("take the environment's addresses over the sample ones", () => {
    const settings = contactSettings(
      parseEnv({
        CONTACT_EMAIL: "sales@skyhavensuites.my",
        DPO_NAME: "Lim Wei Ling",
        DPO_EMAIL: "dpo@skyhavensuites.my",
        DPO_PHONE: "+60387870000",
        DPO_NOTIFIED_ON: "2026-12-01",
      }),
    );
    expect(settings).toEqual({
      salesEmail: "sales@skyhavensuites.my",
      dataProtectionOfficer: {
        name: "Lim Wei Ling",
        email: "dpo@skyhavensuites.my",
        phone: "+60387870000",
        notifiedOn: "2026-12-01",
      },
    });
  });

  it("fall back to content/developer when unset, and refuse a malformed value by name", () => {
    expect(contactSettings(parseEnv({})).salesEmail).toBe(developerFacts.email);
    expect(() => parseEnv({ DPO_EMAIL: "not an email" })).toThrow(/DPO_EMAIL/);
    expect(() => parseEnv({ DPO_PHONE: "03-8787 1800" })).toThrow(/DPO_PHONE/);
    expect(() => parseEnv({ DPO_NOTIFIED_ON: "20/11/2026" })).toThrow(/DPO_NOTIFIED_ON/);
  });
});
