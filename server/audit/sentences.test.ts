import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditActionGroups, isKnownAuditAction } from "@/lib/audit/actions";
import { auditSentence, type AuditNames } from "./sentences";

const staff: Record<string, string> = { s1: "Siti", s2: "Ravi", s3: "Ahmad" };
const leads: Record<string, string> = { l1: "Tan Ah Kow", r2: "Tan Ah Kow", l9: "Mei Ling" };
const names: AuditNames = {
  staff: (id) => staff[String(id)] ?? "a former account",
  lead: (id) => leads[String(id)] ?? "a lead",
  actor: (actor) =>
    actor.startsWith("staff:")
      ? (staff[actor.slice(6)] ?? "A former account")
      : ({ "system:assignment": "Automatic assignment", anonymous: "Someone" }[actor] ??
        "The system"),
};

function say(
  action: string,
  details: unknown,
  { actor = "staff:s1", entity = "registration", entityId = "l1" as string | null } = {},
) {
  return auditSentence(
    {
      actor,
      action,
      entity,
      entityId,
      details: details === undefined ? null : JSON.stringify(details),
    },
    names,
  );
}
const onStaff = (entityId: string | null, actor = "staff:s1") => ({
  actor,
  entity: "staff",
  entityId,
});

describe("audit entries in plain words", () => {
  it("says who changed which lead, naming the buyer", () => {
    expect(say("lead.status", { from: "new", to: "contacted" })).toBe(
      "Siti changed Tan Ah Kow from New to Contacted",
    );
    expect(say("lead.view", undefined)).toBe("Siti opened Tan Ah Kow");
    expect(say("lead.note", undefined, { actor: "staff:s2" })).toBe(
      "Ravi added a note to Tan Ah Kow",
    );
    expect(say("lead.follow_up", { from: null, to: "2026-11-25" })).toBe(
      "Siti set Tan Ah Kow's next follow-up to 25 Nov 2026 (was none)",
    );
    expect(say("lead.follow_up", { from: "2026-11-25", to: null })).toBe(
      "Siti cleared Tan Ah Kow's follow-up (was 25 Nov 2026)",
    );
  });

  it("says who a lead went to, from whom, and how", () => {
    const auto = { actor: "system:assignment" };
    expect(say("lead.assign", { from: null, to: "s1", rotation: "all" }, auto)).toBe(
      "Automatic assignment gave Tan Ah Kow to Siti (round robin)",
    );
    expect(say("lead.assign", { from: null, to: "s2", rotation: "lang:zh" }, auto)).toBe(
      "Automatic assignment gave Tan Ah Kow to Ravi (Chinese speakers in turn)",
    );
    expect(say("lead.assign", { from: null, to: "s2" })).toBe("Siti assigned Tan Ah Kow to Ravi");
    expect(say("lead.assign", { from: "s1", to: "s2" })).toBe(
      "Siti reassigned Tan Ah Kow from Siti to Ravi",
    );
    expect(say("lead.assign", { from: "s2", to: null })).toBe(
      "Siti unassigned Tan Ah Kow (it was Ravi's)",
    );
    expect(say("lead.assign", { from: "gone", to: "s1" })).toBe(
      "Siti reassigned Tan Ah Kow from a former account to Siti",
    );
  });

  it("describes exports and call sheets by size and filter, never by search text", () => {
    expect(
      say(
        "lead.export",
        { filter: { status: "new", owner: "s2", q: "(search text)" }, people: 12, rows: 15 },
        { entityId: null },
      ),
    ).toBe(
      "Siti exported 12 people (15 registrations) to a spreadsheet (status New, owner Ravi, a search)",
    );
    expect(say("lead.export", { filter: {}, people: 1, rows: 1 }, { entityId: null })).toBe(
      "Siti exported 1 person (1 registration) to a spreadsheet (all leads)",
    );
    expect(
      say("lead.call_sheet", { owner: "s2", searched: true, people: 4 }, { entityId: null }),
    ).toBe("Siti downloaded a call sheet of 4 people (Ravi's leads, searched)");
    expect(
      say("lead.call_sheet", { owner: null, searched: false, people: 0 }, { entityId: null }),
    ).toBe("Siti downloaded a call sheet of 0 people (all leads)");
  });

  it("names the buyer who registered, and how", () => {
    expect(
      say("registration.create", { duplicateOf: null, locale: "zh" }, { actor: "public:web" }),
    ).toBe("Tan Ah Kow registered through the website form, in Chinese");
    expect(
      say(
        "registration.create",
        { duplicateOf: "l1", locale: "en" },
        { actor: "public:legacy", entityId: "r2" },
      ),
    ).toBe("Tan Ah Kow registered again through the old site's API, in English");
    expect(
      say("registration.spam", { duplicateOf: null, locale: "en" }, { actor: "public:api" }),
    ).toBe("A registration by Tan Ah Kow was held as spam");
  });

  it("names the staff member an account change was about", () => {
    expect(say("staff.create", { role: "sales" }, onStaff("s3"))).toBe(
      "Siti created an account for Ahmad (sales)",
    );
    expect(say("staff.create", undefined, onStaff("s3", "cli"))).toBe(
      "The system created an account for Ahmad (sales)",
    );
    expect(say("staff.rename", { from: "Ahmad", to: "Ahmad Razak" }, onStaff("s3"))).toBe(
      "Siti renamed Ahmad to Ahmad Razak",
    );
    expect(say("staff.role", { from: "sales", to: "admin" }, onStaff("s2"))).toBe(
      "Siti made Ravi admin (was sales)",
    );
    expect(say("staff.languages", { from: [], to: ["zh", "en"] }, onStaff("s2"))).toBe(
      "Siti set Ravi's languages to Chinese, English",
    );
    expect(say("staff.disable", undefined, onStaff("s2"))).toBe("Siti disabled Ravi's account");
    expect(say("staff.enable", undefined, onStaff("s2"))).toBe("Siti enabled Ravi's account");
    expect(say("staff.reset_password", undefined, onStaff("s2"))).toBe(
      "Siti set a new password for Ravi and signed them out",
    );
    expect(say("staff.change_password", undefined, onStaff("s2", "staff:s2"))).toBe(
      "Ravi changed their own password",
    );
    expect(say("staff.lead_alerts", { to: false }, onStaff("s2", "staff:s2"))).toBe(
      "Ravi turned off new-lead emails for themselves",
    );
    expect(say("staff.lead_alerts", { to: true }, onStaff("s2", "staff:s2"))).toBe(
      "Ravi turned on new-lead emails for themselves",
    );
  });

  it("tells sign-ins, sign-outs and refused sign-ins apart", () => {
    expect(say("staff.sign_in", undefined, onStaff("s2", "staff:s2"))).toBe("Ravi signed in");
    expect(say("staff.sign_out", undefined, onStaff("s2", "staff:s2"))).toBe("Ravi signed out");
    expect(say("staff.sign_out_everywhere", undefined, onStaff("s2", "staff:s2"))).toBe(
      "Ravi signed out on every device",
    );
    const anonymous = onStaff(null, "anonymous");
    expect(say("staff.sign_in_failed", undefined, anonymous)).toBe(
      "Someone tried to sign in with a wrong email or password",
    );
    expect(say("staff.sign_in_disabled", undefined, anonymous)).toBe(
      "Someone tried to sign in to a disabled account",
    );
    expect(say("staff.sign_in_locked", { lockedBy: "account" }, anonymous)).toBe(
      "A sign-in was refused: the account is locked after wrong passwords",
    );
    expect(say("staff.sign_in_locked", { lockedBy: "address" }, anonymous)).toBe(
      "A sign-in was refused: too many wrong passwords from one address",
    );
  });

  it("names the person of a personal-data request while their data exists", () => {
    expect(say("privacy.lookup", { matchedBy: "phone", firstRegistrationIds: ["l1"] })).toBe(
      "Siti looked up a person's data by phone number (found Tan Ah Kow)",
    );
    expect(
      say("privacy.lookup", { matchedBy: "email", firstRegistrationIds: [] }, { entityId: null }),
    ).toBe("Siti looked up a person's data by email (found nobody)");
    expect(
      say("privacy.access", {
        firstRegistrationIds: ["l1", "l9"],
        registrations: 3,
        matchedBy: "email",
      }),
    ).toBe("Siti downloaded the data held on 2 people for an access request (3 registrations)");
    expect(
      say("privacy.erase", { firstRegistrationIds: ["l1"], people: 1, registrations: 2, notes: 1 }),
    ).toBe("Siti erased the personal data of 1 person (2 registrations)");
    expect(say("privacy.portability", { firstRegistrationIds: ["l1"], registrations: 2 })).toBe(
      "Siti exported the data of Tan Ah Kow for another data controller (2 registrations)",
    );
  });

  it("tells the breach register's steps without what happened", () => {
    const breach = { entity: "breach", entityId: "b1" };
    expect(
      say(
        "privacy.breach_record",
        { foundAt: "2026-11-25T02:00:00.000Z", peopleAffected: 120 },
        breach,
      ),
    ).toBe(
      "Siti recorded a personal-data breach found 25 Nov 2026, 10:00 am, affecting 120 people",
    );
    expect(say("privacy.breach_commissioner", {}, breach)).toBe(
      "Siti recorded that the Personal Data Protection Commissioner was notified of a breach",
    );
    expect(say("privacy.breach_people", { notice: "not_required" }, breach)).toBe(
      "Siti recorded that a breach needs no notice to the people affected (no significant harm)",
    );
    expect(say("privacy.breach_close", {}, breach)).toBe("Siti closed a personal-data breach");
  });

  it("describes desk settings and message retries", () => {
    const settings = { entity: "settings", entityId: null };
    expect(say("settings.assignment", { from: "off", to: "round_robin" }, settings)).toBe(
      "Siti set new leads to: Round robin over active sales staff (was: Leave new leads unassigned)",
    );
    const outbox = { entity: "outbox", entityId: "m1" };
    expect(
      say(
        "outbox.retry",
        { topic: "buyer_ack", registrationId: "r2", earlierAttempts: 12 },
        outbox,
      ),
    ).toBe("Siti sent the acknowledgement email to buyer about Tan Ah Kow again");
    expect(
      say(
        "outbox.retry_all",
        { messages: 3, byTopic: { buyer_ack: 3 } },
        { entity: "outbox", entityId: null },
      ),
    ).toBe("Siti retried 3 failed messages");
  });

  it("still writes a readable sentence for an unknown action or unreadable details, never JSON", () => {
    expect(say("lead.call_back", { outcome: "no_answer" })).toBe(
      "Siti: lead call back (Tan Ah Kow)",
    );
    expect(say("staff.something_new", { x: 1 }, onStaff("s2"))).toBe(
      "Siti: staff something new (Ravi)",
    );
    const garbled = auditSentence(
      {
        actor: "staff:s1",
        action: "lead.status",
        entity: "registration",
        entityId: "l1",
        details: "not json",
      },
      names,
    );
    expect(garbled).toBe("Siti changed Tan Ah Kow from an unknown status to an unknown status");
    expect(garbled).not.toMatch(/[{}]/);
  });

  it("has a sentence, not the fallback, for every action in the catalogue", () => {
    for (const { actions } of auditActionGroups) {
      for (const action of Object.keys(actions)) {
        expect(say(action, {}), action).not.toMatch(/^Siti: /);
      }
    }
  });
});

/** Every source file under `dir`, tests and generated files left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the audit log's catalogue of actions", () => {
  it("names every action the code writes, so the log and its filter read in words", () => {
    const written = new Set<string>();
    for (const dir of ["server", "app", "scripts"]) {
      for (const file of sources(join(process.cwd(), dir))) {
        const code = readFileSync(file, "utf8");
        if (!/writeAudit|recordStaffEvent|audit_log|AuditLog/.test(code)) continue;
        for (const match of code.matchAll(/action:\s*[^"]*"([a-z_]+\.[a-z_]+)"/g)) {
          written.add(match[1] ?? "");
        }
        for (const match of code.matchAll(/'((?:lead|staff|registration)\.[a-z_]+)'/g)) {
          written.add(match[1] ?? "");
        }
      }
    }
    expect(written.size).toBeGreaterThan(25);
    expect([...written].filter((action) => !isKnownAuditAction(action))).toEqual([]);
  });

  it("shows a contact correction's values before and after, outcomes and hand-entered leads by label", () => {
    expect(
      say("lead.contact_details", {
        fields: ["contact", "email"],
        before: { contact: "012-111 0001", email: "typo@exmaple.com" },
        after: { contact: "012-111 0002", email: "right@example.com" },
      }),
    ).toBe(
      'Siti corrected Tan Ah Kow\'s contact details: mobile "012-111 0001" → "012-111 0002"; email "typo@exmaple.com" → "right@example.com"',
    );
    expect(say("lead.contact_details", { erased: true })).toBe(
      "Siti corrected Tan Ah Kow's contact details (values erased with the person)",
    );
    expect(say("lead.contact_outcome", { outcome: "called_no_answer" })).toBe(
      "Siti logged contact with Tan Ah Kow: Called – no answer",
    );
    expect(say("registration.create", { duplicateOf: null, locale: "zh", source: "agent" })).toBe(
      "Siti entered Tan Ah Kow by hand as a new lead (Agent referral)",
    );
    expect(
      say("registration.create", { duplicateOf: "l1", locale: "en", source: "walk_in" }),
    ).toMatch(/^Siti entered Tan Ah Kow by hand \(.+\), added to the existing lead$/);
    // A buyer's own registration says where it came from.
    expect(
      say("registration.create", { duplicateOf: null, locale: "en" }, { actor: "public:web" }),
    ).toBe("Tan Ah Kow registered through the website form, in English");
  });
});
