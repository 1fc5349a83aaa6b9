import { describe, expect, it } from "vitest";
import { leadAlertMail, type LeadAlert } from "./send-lead-alert";

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
});
