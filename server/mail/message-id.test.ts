import { describe, expect, it } from "vitest";
import { parseEnv } from "../env-schema";
import { messageIdDomain, outboxMessageId } from "./message-id";

const domainOf = (vars: Record<string, string>) => messageIdDomain(parseEnv(vars));

describe("the domain of our Message-IDs", () => {
  it("is MAIL_DOMAIN when set", () => {
    expect(
      domainOf({ MAIL_DOMAIN: "mail.skyhaven.com.my", SITE_URL: "https://skyhaven.com.my" }),
    ).toBe("mail.skyhaven.com.my");
  });

  it("is SITE_URL's host when that is a full domain name", () => {
    expect(domainOf({ SITE_URL: "https://www.skyhaven.com.my:8443/" })).toBe("www.skyhaven.com.my");
  });

  it("never is localhost, a bare word or an IP address: the sender's domain is taken instead", () => {
    for (const site of ["http://localhost:3000", "http://intranet", "http://127.0.0.1:3220"]) {
      expect(domainOf({ SITE_URL: site, MAIL_FROM: "Sales <hello@skyhaven.com.my>" })).toBe(
        "skyhaven.com.my",
      );
    }
    expect(domainOf({ SITE_URL: "http://localhost:3000", MAIL_FROM: "root@localhost" })).toBe(
      "skyhaven-suites.invalid",
    );
  });

  it("refuses a MAIL_DOMAIN that is not a full domain name, naming the variable", () => {
    expect(() => parseEnv({ MAIL_DOMAIN: "localhost" })).toThrow(/MAIL_DOMAIN/);
  });

  it("wraps an outbox entry's id", () => {
    expect(outboxMessageId("0f1e", "skyhaven.com.my")).toBe("<0f1e@skyhaven.com.my>");
  });
});
