import { describe, expect, it } from "vitest";
import { hasTextAndHtmlAlternatives, htmlLang } from "@/tests/support/mime";
import { startSmtpServer } from "@/tests/support/smtp";
import { createMailer } from "./mailer";
import { leadAlertMail, sendLeadAlert, type LeadAlert } from "./send-lead-alert";

const alert: LeadAlert = {
  to: "siti@skyhaven.example",
  staffId: "s1",
  leadId: "lead-1",
  registrationId: "reg-2",
  name: "Tan Ah Kow",
  locale: "zh",
  kind: "new",
  as: "owner",
  createdAt: "2026-11-25T02:30:00.000Z",
};

describe("the new-lead email", () => {
  it("names the lead, says it is yours and links to its page on the site", () => {
    const mail = leadAlertMail(alert, "https://skyhaven.example/");
    expect(mail.subject).toBe("New lead: Tan Ah Kow");
    expect(mail.text).toContain(
      "Tan Ah Kow registered interest on Wed 25 Nov 2026, 10.30 am (Malaysia time, UTC+8).",
    );
    expect(mail.text).toContain("It is assigned to you.");
    expect(mail.text).toContain("Open the lead: https://skyhaven.example/admin/leads/lead-1");
  });

  it("tells an admin that nobody owns the lead, and says when a Lost lead came back", () => {
    const mail = leadAlertMail(
      { ...alert, kind: "reopened", as: "admin" },
      "http://localhost:3000",
    );
    expect(mail.subject).toBe("Lead reopened: Tan Ah Kow");
    expect(mail.text).toContain("registered again");
    expect(mail.text).toContain("Nobody owns it yet");
    expect(mail.text).toContain("http://localhost:3000/admin/leads/lead-1");
  });

  it("goes out as text and HTML alternatives, in English, with a Message-ID on our domain", async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer(smtp.url, 1);
    try {
      const entry = {
        id: "6b0c1e8e-5f7c-4d0e-9a43-1f0f5b0b8a11",
        topic: "lead_alert" as const,
        payload: JSON.stringify(alert),
        attempts: 0,
      };
      const context = {
        from: "desk@skyhaven.example",
        siteUrl: "https://skyhaven.example",
        domain: "skyhaven.example",
      };
      await sendLeadAlert(mailer, context, entry, AbortSignal.timeout(10_000));
      const [mail] = smtp.messages;
      expect(mail?.headers.get("message-id")).toBe(`<${entry.id}@skyhaven.example>`);
      expect(hasTextAndHtmlAlternatives(mail?.raw ?? "")).toBe(true);
      expect(htmlLang(mail?.html)).toBe("en");
      expect(mail?.html).toContain(
        '<a href="https://skyhaven.example/admin/leads/lead-1" style="color:#0b4f8a;text-decoration:underline;font-weight:700;">Open the lead</a>',
      );
      expect(mail?.text).toContain("Open the lead: https://skyhaven.example/admin/leads/lead-1");
    } finally {
      mailer.close();
      await smtp.stop();
    }
  });
});
