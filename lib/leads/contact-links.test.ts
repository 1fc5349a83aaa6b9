import { describe, expect, it } from "vitest";
import { telLink, whatsAppGreeting, whatsAppLink } from "./contact-links";

describe("contact links on the lead desk", () => {
  it("opens WhatsApp on the buyer's number with a greeting in the language they registered in", () => {
    const link = new URL(whatsAppLink("+60123456789", "ms", "Siti Aminah"));
    expect(link.origin + link.pathname).toBe("https://wa.me/60123456789");
    expect(link.searchParams.get("text")).toMatch(/^Helo Siti Aminah, terima kasih/);
    expect(whatsAppGreeting("en", "Tan Ah Kow")).toMatch(/^Hello Tan Ah Kow, thank you/);
  });

  it("writes a Chinese greeting without a space after a Chinese name and with one after a Latin name", () => {
    expect(whatsAppGreeting("zh", "陈美玲")).toMatch(/^陈美玲您好，/);
    expect(whatsAppGreeting("zh", "Lim Mei Ling")).toMatch(/^Lim Mei Ling 您好，/);
  });

  it("greets in English when the stored language is unknown, and calls the E.164 number", () => {
    expect(whatsAppGreeting("fr", "Ann")).toMatch(/^Hello Ann/);
    expect(telLink("+60123456789")).toBe("tel:+60123456789");
  });
});
