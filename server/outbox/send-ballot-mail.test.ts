import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultLaunchSettings } from "@/lib/launch/settings";
import { forEachDatabase } from "@/tests/support/databases";
import { readIcs } from "@/tests/support/ics";
import { registerLead } from "@/tests/support/leads";
import { hasTextAndHtmlAlternatives, htmlLang, partOfType } from "@/tests/support/mime";
import { prepareDatabase } from "@/tests/support/registrations";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { commitBallot } from "../ballot/commit";
import { drawBallot } from "../ballot/draw";
import { enterBallot } from "../ballot/enter";
import { leadIdOfToken } from "../ballot/token";
import { parseEnv } from "../env-schema";
import { getLaunchSettings, setLaunchSettings } from "../launch/settings";
import { deliverDue } from "./deliver";
import { createSender } from "./sender";

const SECRET = "ballot-mail-secret-for-tests-0123456789";
const settings = { ...defaultLaunchSettings, tables: 1, slotMinutes: 20 };

describe("ballot mail through the outbox", () => {
  forEachDatabase((current) => {
    let smtp: TestSmtpServer;
    beforeEach(async () => {
      smtp = await startSmtpServer();
    });
    afterEach(async () => {
      await smtp.stop();
    });

    async function deliver() {
      const { db } = current();
      const env = parseEnv({
        SMTP_URL: smtp.url,
        AUTH_SECRET: SECRET,
        SITE_URL: "https://skyhaven.example",
        MAIL_FROM: "SkyHaven Suites <sales@skyhaven.example>",
      });
      const sender = createSender(db, env);
      try {
        return await deliverDue(db, sender, new Date(Date.now() + 1000), 100);
      } finally {
        sender.close();
      }
    }

    const mailTo = (address: string) => smtp.messages.find((m) => m.to.includes(address));
    /** The result mail: the one with the invite attached. */
    const resultTo = (address: string) =>
      smtp.messages.find((m) => m.to.includes(address) && partOfType(m.raw, "text/calendar"));

    it("tells each entrant their reference, number and slot in their language, with a calendar invite", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const people = [
        { locale: "en", email: "tan@example.com", salutationId: "1", name: "Tan Ah Kow" },
        { locale: "zh", email: "chan@example.com", salutationId: "1", name: "陈大文" },
        { locale: "ms", email: "lim@example.com", salutationId: "11", name: "Lim Kok Wing" },
      ] as const;
      const references = new Map<string, string>();
      for (const [i, person] of people.entries()) {
        const lead = await registerLead(
          db,
          {
            email: person.email,
            name: person.name,
            salutationId: person.salutationId,
            contact: `+6012555000${i}`,
          },
          { locale: person.locale },
        );
        const entered = await enterBallot(db, { leadId: lead, enteredBy: null });
        if (!entered.ok) throw new Error("not entered");
        references.set(person.email, entered.reference);
      }
      // One table, 20-minute slots: as an admin saves them, and as the draw and the mail read them.
      await setLaunchSettings(db, settings, "staff:admin-1");
      await commitBallot(db, { id: "admin-1" });
      const drawn = await drawBallot(db, { id: "admin-1" }, await getLaunchSettings(db));
      if (!drawn.ok) throw new Error("not drawn");
      const placeOf = (reference: string) =>
        drawn.record.order!.find((o) => o.reference === reference)!;
      await deliver();

      for (const person of people) {
        const mail = resultTo(person.email);
        expect(mail, person.email).toBeDefined();
        const reference = references.get(person.email)!;
        const { position, slot } = placeOf(reference);
        const text = partOfType(mail!.raw, "text/plain")!;
        expect(text).toContain(reference);
        // An HTML alternative in the entrant's language says the same.
        expect(hasTextAndHtmlAlternatives(mail!.raw)).toBe(true);
        expect(htmlLang(mail!.html)).toBe({ en: "en", zh: "zh-Hans", ms: "ms" }[person.locale]);
        expect(mail!.html).toContain(reference);
        expect(text).toContain(
          "Lot 2188, Persiaran SkyHaven, Jalan KLIA 1, 64000 KLIA, Sepang, Selangor",
        );
        const ics = readIcs(partOfType(mail!.raw, "text/calendar")!);
        expect(ics.get("METHOD")).toEqual(["PUBLISH"]);
        expect(ics.get("UID")).toEqual([`ballot-${reference}@skyhaven-suites`]);
        expect(ics.get('ORGANIZER;CN="SkyHaven Development Sdn Bhd"')).toEqual([
          "mailto:sales@skyhaven.example",
        ]);
        const startUtc = new Date(slot)
          .toISOString()
          .replace(/[-:]/g, "")
          .replace(/\.\d{3}/, "");
        const endUtc = new Date(Date.parse(slot) + 20 * 60_000)
          .toISOString()
          .replace(/[-:]/g, "")
          .replace(/\.\d{3}/, "");
        expect(ics.get("DTSTART")).toEqual([startUtc]);
        expect(ics.get("DTEND")).toEqual([endUtc]);
        expect(ics.get("LOCATION")[0]).toContain("Persiaran SkyHaven");

        if (person.locale === "en") {
          expect(mail!.subject).toBe(`SkyHaven Suites launch: your queue number is ${position}`);
          expect(text).toContain("Dear Mr Tan Ah Kow,");
          expect(text).toContain(`Your queue number: ${position}`);
          expect(text).toMatch(
            /Your selection slot: Saturday, 12 December 2026 \d+:\d\d [ap]m – \d+:\d\d [ap]m \(Malaysia time\)/,
          );
          expect(text).toContain("https://skyhaven.example/ballot");
        } else if (person.locale === "zh") {
          expect(mail!.subject).toBe(`SkyHaven Suites 开盘：您的排队号码是 ${position} 号`);
          expect(text).toContain("陈大文先生，您好：");
          expect(text).toContain(`排队号码：${position} 号`);
          expect(text).toContain("2026年12月12日星期六");
          expect(text).toContain("（马来西亚时间）");
          expect(text).toContain("https://skyhaven.example/zh/ballot");
        } else {
          expect(mail!.subject).toBe(
            `Pelancaran SkyHaven Suites: nombor giliran anda ialah ${position}`,
          );
          expect(text).toContain("Yang Berbahagia Dato' Lim Kok Wing,");
          expect(text).toContain(`Nombor giliran anda: ${position}`);
          expect(text).toContain("Sabtu, 12 Disember 2026");
          expect(text).toContain("(waktu Malaysia)");
          expect(text).toContain("https://skyhaven.example/ms/ballot");
        }
      }
      // One result each (beside each acknowledgement): a second run sends nothing more.
      expect(smtp.messages.filter((m) => partOfType(m.raw, "text/calendar"))).toHaveLength(3);
      expect(await deliver()).toBe(0);
    });

    it("invites a new registrant to the ballot by a signed link while it takes entries, not after the commit", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const early = await registerLead(db, { email: "early@example.com" }, { locale: "ms" });
      await deliver();
      const invited = partOfType(mailTo("early@example.com")!.raw, "text/plain")!;
      const link = /https:\/\/skyhaven\.example\/ms\/ballot\/enter\/(\S+)/.exec(invited);
      expect(link, invited).not.toBeNull();
      expect(leadIdOfToken(SECRET, link![1])).toBe(early);
      expect(invited).toContain("Sertai undian di sini");

      await commitBallot(db, { id: "admin-1" });
      await registerLead(db, { email: "late@example.com" });
      await deliver();
      const late = partOfType(mailTo("late@example.com")!.raw, "text/plain")!;
      expect(late).toContain("Thank you for registering");
      expect(late).not.toContain("/ballot/enter/");
    });
  });
});
