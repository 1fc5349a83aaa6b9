import { auditActionLabel } from "@/lib/audit/actions";
import { assignmentRuleLabels } from "@/lib/leads/assignment-labels";
import { contactOutcomeLabel } from "@/lib/leads/contact-outcomes";
import type { AssignmentRule } from "@/lib/leads/assignment-rule";
import { localeLabels } from "@/lib/leads/format";
import { sourceLabel } from "@/lib/leads/sources";
import { isLeadStatus, leadStatusLabels } from "@/lib/leads/statuses";
import { topicLabels } from "@/lib/outbox/topic-labels";
import { formatDateTime, formatDay } from "@/lib/time/malaysia";
import { formatRinggit } from "@/lib/money/ringgit";
import { isUnitStatus, unitStatusLabels } from "@/lib/units/statuses";

type Details = Record<string, unknown>;

/** How the log names people: whoever acted, staff accounts, and leads (by the buyer's name). */
export interface AuditNames {
  /** `staff:<id>`, `system:assignment`, `public:web`, `cli`, `anonymous`… as a name. */
  actor(actor: string): string;
  /** A staff id as the person's name ("a former account" once deleted). */
  staff(id: unknown): string;
  /** A registration id as its person's name ("an erased person" after erasure). */
  lead(id: unknown): string;
}

export interface AuditEntryText {
  actor: string;
  action: string;
  /** `registration`, `staff`, `outbox`, `settings`. */
  entity: string;
  entityId: string | null;
  details: string | null;
}

const registrationSources: Record<string, string> = {
  "public:web": "the website form",
  "public:api": "the registration API",
  "public:legacy": "the old site's API",
  "public:booking": "a sales gallery booking",
  "public:meta_lead_ads": "a Meta Lead Ads form",
};

const contactFieldNames: Record<string, string> = {
  salutationId: "salutation",
  name: "name",
  contact: "mobile",
  email: "email",
  address: "address",
};

/** `mobile "012-111 0001" → "012-111 0002"; email …`. Erased people's values are gone. */
function contactChanges(details: Details): string {
  if (details.erased) return " (values erased with the person)";
  const before = (details.before ?? {}) as Details;
  const after = (details.after ?? {}) as Details;
  const fields = Array.isArray(details.fields) ? details.fields.map(String) : [];
  const changes = fields.map(
    (field) =>
      `${contactFieldNames[field] ?? field} ${JSON.stringify(before[field] ?? "")} → ${JSON.stringify(after[field] ?? "")}`,
  );
  return changes.length ? `: ${changes.join("; ")}` : "";
}

/** A stored instant in Malaysia time, or words when the details hold none. */
const when = (value: unknown) =>
  typeof value === "string" && !Number.isNaN(Date.parse(value))
    ? formatDateTime(value)
    : "an unknown time";
const text = (value: unknown) => (typeof value === "string" ? value : null);
const count = (value: unknown) => (typeof value === "number" ? value : Number(value) || 0);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const statusName = (value: unknown) => {
  const status = text(value);
  return status && isLeadStatus(status)
    ? leadStatusLabels[status]
    : (status ?? "an unknown status");
};
const ruleName = (value: unknown) =>
  assignmentRuleLabels[text(value) as AssignmentRule] ?? String(value);
const dayName = (value: unknown) => (text(value) ? formatDay(String(value)) : "none");
const ids = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const matchedBy = (value: unknown) => (value === "phone" ? "phone number" : "email");

function parse(details: string | null): Details {
  if (!details) return {};
  try {
    const value: unknown = JSON.parse(details);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Details) : {};
  } catch {
    return {};
  }
}

/** The people a privacy request was about: by name when one, by count when several. */
function people(names: AuditNames, firstIds: string[]) {
  if (firstIds.length === 1) return names.lead(firstIds[0]);
  return firstIds.length ? plural(firstIds.length, "person", "people") : "nobody";
}

/** Export filters in words, without the search text (which is never stored). */
function filterWords(filter: unknown, names: AuditNames): string {
  if (!filter || typeof filter !== "object") return "";
  const parts = Object.entries(filter as Record<string, unknown>).map(([key, value]) => {
    if (key === "q") return "a search";
    if (key === "status") return `status ${statusName(value)}`;
    if (key === "owner") return value === "none" ? "unassigned" : `owner ${names.staff(value)}`;
    if (key === "due") return "overdue follow-ups";
    if (key === "untouched") return "untouched for 24 h";
    if (key === "locale") return `language ${localeLabels[String(value)] ?? String(value)}`;
    if (key === "from") return `from ${dayName(value)}`;
    if (key === "to") return `to ${dayName(value)}`;
    if (key.startsWith("utm_")) return `UTM ${key.slice(4)} ${String(value)}`;
    if (key === "registered_from") return `first registered from ${dayName(value)}`;
    if (key === "registered_to") return `first registered until ${dayName(value)}`;
    return `${key} ${String(value)}`;
  });
  return parts.length ? ` (${parts.join(", ")})` : " (all leads)";
}

/**
 * An audit entry as a sentence a manager reads, naming who acted and whom it was about ("Siti
 * changed Tan Ah Kow from New to Contacted"). Every action the code writes has its sentence; an
 * action this file does not know yet (or details it cannot read) still gets a plain one.
 */
export function auditSentence(entry: AuditEntryText, names: AuditNames): string {
  const d = parse(entry.details);
  const who = names.actor(entry.actor);
  const lead = names.lead(entry.entityId);
  const member = names.staff(entry.entityId);
  const owner = (id: unknown) => (id ? names.staff(id) : "nobody");
  switch (entry.action) {
    case "lead.view":
      return `${who} opened ${lead}`;
    case "lead.status":
      return `${who} changed ${lead} from ${statusName(d.from)} to ${statusName(d.to)}`;
    case "lead.note":
      return `${who} added a note to ${lead}`;
    case "lead.assign": {
      const rotation = text(d.rotation);
      if (rotation) {
        const language = rotation.startsWith("lang:") ? localeLabels[rotation.slice(5)] : null;
        const how = language ? `${language} speakers in turn` : "round robin";
        return `${who} gave ${lead} to ${owner(d.to)} (${how})`;
      }
      if (d.entered) return `${who} entered ${lead} at the desk and owns it`;
      if (!d.to) return `${who} unassigned ${lead} (it was ${owner(d.from)}'s)`;
      if (!d.from) return `${who} assigned ${lead} to ${owner(d.to)}`;
      return `${who} reassigned ${lead} from ${owner(d.from)} to ${owner(d.to)}`;
    }
    case "lead.follow_up":
      return d.to
        ? `${who} set ${lead}'s next follow-up to ${dayName(d.to)} (was ${dayName(d.from)})`
        : `${who} cleared ${lead}'s follow-up (was ${dayName(d.from)})`;
    case "lead.export":
      return `${who} exported ${plural(count(d.people), "person", "people")} (${plural(count(d.rows), "registration")}) to a spreadsheet${d.notes === true ? ", with their notes" : ""}${filterWords(d.filter, names)}`;
    case "lead.call_sheet": {
      const whose = d.owner ? `${owner(d.owner)}'s leads` : "all leads";
      const searched = d.searched ? ", searched" : "";
      return `${who} downloaded a call sheet of ${plural(count(d.people), "person", "people")} (${whose}${searched})`;
    }
    case "lead.contact_outcome":
      return `${who} logged contact with ${lead}: ${contactOutcomeLabel(text(d.outcome))}`;
    case "lead.contact_details":
      return `${who} corrected ${lead}'s contact details${contactChanges(d)}`;
    case "unit.status": {
      const to = text(d.to);
      const via = d.via === "import" ? " (CSV import)" : "";
      return `${who} marked ${entry.entityId ?? "a unit"} ${to && isUnitStatus(to) ? unitStatusLabels[to] : "an unknown status"}${via}`;
    }
    case "unit.price": {
      const via = d.via === "import" ? " (CSV import)" : "";
      return `${who} changed ${entry.entityId ?? "a unit"}'s price from ${formatRinggit(count(d.from))} to ${formatRinggit(count(d.to))}${via}`;
    }
    case "unit.hold":
      return `${who} held ${entry.entityId ?? "a unit"} for ${names.lead(d.lead)}${d.waitlist ? " (offered from the waitlist)" : ""} for ${plural(count(d.minutes), "minute")}`;
    case "unit.hold_lapsed":
      return `The hold on ${entry.entityId ?? "a unit"} for ${names.lead(d.lead)} lapsed unbooked`;
    case "unit.release":
      return `${who} released ${entry.entityId ?? "a unit"}, held for ${names.lead(d.lead)}`;
    case "unit.book":
      return `${who} booked ${entry.entityId ?? "a unit"} for ${names.lead(d.lead)}${count(d.fee) ? ` (fee ${formatRinggit(count(d.fee))} by ${text(d.method) ?? "?"})` : " (no fee)"}`;
    case "unit.approve":
      return `${who} approved ${names.lead(d.lead)}'s booking of ${entry.entityId ?? "a unit"}`;
    case "unit.decline":
      return `${who} declined ${names.lead(d.lead)}'s booking of ${entry.entityId ?? "a unit"}`;
    case "unit.cancel":
      return `${who} cancelled ${names.lead(d.lead)}'s booking of ${entry.entityId ?? "a unit"}`;
    case "unit.change":
      return d.from && typeof d.from === "string" && d.from.includes("-")
        ? `${who} moved ${names.lead(d.lead)} from ${d.from} to ${entry.entityId ?? "a unit"}`
        : `${who} moved ${names.lead(d.lead)} off ${entry.entityId ?? "a unit"}`;
    case "unit.sold":
      return `${who} recorded the sale of ${entry.entityId ?? "a unit"} to ${names.lead(d.lead)} (SPA ${text(d.signedOn) ?? "signed"})`;
    case "unit.waitlist":
      return `${who} put ${names.lead(d.lead)} on the waitlist for type ${entry.entityId ?? "?"}`;
    case "unit.untraced-to-reserved":
      return `${who} reserved ${Array.isArray(d.units) ? plural(d.units.length, "unit") : "units"} marked booked or sold without a buyer`;
    case "ballot.enter":
      return `${who} entered ${d.lead ? names.lead(d.lead) : "a buyer"} in the ballot`;
    case "ballot.shortlist":
      return `${entry.entityId ?? "A ballot entrant"} changed their shortlist (${plural(Array.isArray(d.units) ? d.units.length : count(d.count), "unit")})`;
    case "ballot.commit":
      return `${who} closed the ballot and published its commitment (${plural(count(d.entries), "entry", "entries")})`;
    case "ballot.draw":
      return `${who} drew the ballot (${plural(count(d.entries), "entry", "entries")})`;
    case "queue.call":
      return `${who} called number ${count(d.position)} (${entry.entityId ?? "?"}) to table ${count(d.table)}`;
    case "queue.no_show":
      return d.out
        ? `${who} marked ${entry.entityId ?? "a number"} absent after ${plural(count(d.skips), "missed call")}`
        : `${who} sent ${entry.entityId ?? "a number"} to the back of the queue (not there when called)`;
    case "settings.launch":
      return `${who} changed the launch settings (holds of ${plural(count(d.holdMinutes), "minute")}, fee ${formatRinggit(count(d.bookingFee))}, ${plural(count(d.tables), "table")})`;
    case "campaign.spend":
      return `${who} set the spend of ${[d.source, d.medium, d.campaign].map((v) => text(v) || "(none)").join(" / ")} in ${text(d.month) ?? "a month"} to ${formatRinggit(count(d.amountSen) / 100)}`;
    case "launch.report_export":
      return `${who} exported the sales report (${plural(count(d.rows), "row")}, ${d.scope === "own" ? "their own buyers" : "all buyers"})`;
    case "registration.create": {
      // A lead typed in at the desk: its actor is the staff member, its details name the source.
      const source = entry.actor.startsWith("staff:") ? text(d.source) : null;
      if (source) {
        return d.duplicateOf
          ? `${who} entered ${lead} by hand (${sourceLabel(source)}), added to the existing lead`
          : `${who} entered ${lead} by hand as a new lead (${sourceLabel(source)})`;
      }
      const how = registrationSources[entry.actor] ?? "the site";
      const language = localeLabels[String(d.locale)] ?? "an unknown language";
      return d.duplicateOf
        ? `${lead} registered again through ${how}, in ${language}`
        : `${lead} registered through ${how}, in ${language}`;
    }
    case "booking.create":
      return `${names.lead(d.leadId)} booked a sales gallery visit for ${when(d.slot)} (${plural(count(d.partySize), "person", "people")})`;
    case "booking.reschedule":
      return `A visitor moved their sales gallery visit from ${when(d.from)} to ${when(d.to)}`;
    case "booking.cancel":
      return "A visitor cancelled their sales gallery visit";
    case "consent.withdraw":
      return `${lead} withdrew their consent to be contacted (${d.via === "one_click" ? "one click in their mail app" : "the link in a mail"}); ${plural(count(d.messagesCancelled), "pending message")} cancelled`;
    case "booking.attended":
      return `${who} marked a sales gallery visit attended`;
    case "booking.no_show":
      return `${who} marked a sales gallery visit as a no-show`;
    case "settings.appointments":
      return `${who} changed the sales gallery's appointment settings (${plural(count(d.slotMinutes), "minute")} slots, ${plural(count(d.capacity), "party", "parties")} a slot, ${plural(count(d.closedDays), "closed day")})`;
    case "registration.spam":
      return `A registration by ${lead} was held as spam`;
    case "staff.create":
      return `${who} created an account for ${member} (${text(d.role) ?? "sales"})`;
    case "staff.rename":
      return `${who} renamed ${text(d.from) ?? member} to ${text(d.to) ?? member}`;
    case "staff.role":
      return `${who} made ${member} ${text(d.to) ?? "?"} (was ${text(d.from) ?? "?"})`;
    case "staff.languages": {
      const to = ids(d.to).map((code) => localeLabels[code] ?? code);
      return `${who} set ${member}'s languages to ${to.join(", ") || "none"}`;
    }
    case "staff.disable":
      return `${who} disabled ${member}'s account`;
    case "agent.apply":
      return d.status === "approved"
        ? `${who} created the approved agent account of ${member} (${text(d.ren) ?? "no REN"})`
        : `${member} applied as a co-broke agent (${text(d.ren) ?? "no REN"})`;
    case "agent.approve":
      return `${who} approved ${member} as a co-broke agent`;
    case "agent.reject":
      return `${who} rejected ${member}'s application as a co-broke agent`;
    case "agent.suspend":
      return `${who} suspended ${member}'s agent account`;
    case "agent.claim_extend":
      return `${who} extended an agent's protection of ${lead} by ${plural(count(d.days), "day")}, to ${when(d.to)}`;
    case "agent.claim_release":
      return `${who} released an agent's protection of ${lead}`;
    case "settings.agents":
      return `${who} set the agent protection period to ${plural(count(d.protectionDays), "day")}`;
    case "staff.enable":
      return `${who} enabled ${member}'s account`;
    case "staff.reset_password":
      return `${who} set a new password for ${member} and signed them out`;
    case "staff.change_password":
      return `${who} changed their own password`;
    case "staff.change_password_failed":
      return `${who} gave a wrong current password when changing their password`;
    case "staff.change_password_locked":
      return `${who} was refused a password change: too many wrong current passwords`;
    case "staff.lead_alerts":
      return d.to
        ? `${who} turned on new-lead emails for themselves`
        : `${who} turned off new-lead emails for themselves`;
    case "staff.sign_in":
      return `${who} signed in`;
    case "staff.sign_out":
      return `${who} signed out`;
    case "staff.sign_out_everywhere":
      return `${who} signed out on every device`;
    case "staff.sign_in_failed":
      return "Someone tried to sign in with a wrong email or password";
    case "staff.sign_in_disabled":
      return "Someone tried to sign in to a disabled account";
    case "staff.sign_in_locked":
      return d.lockedBy === "address"
        ? "A sign-in was refused: too many wrong passwords from one address"
        : "A sign-in was refused: the account is locked after wrong passwords";
    case "privacy.lookup":
      return `${who} looked up a person's data by ${matchedBy(d.matchedBy)} (found ${people(names, ids(d.firstRegistrationIds))})`;
    case "privacy.access":
      return `${who} downloaded the data held on ${people(names, ids(d.firstRegistrationIds))} for an access request (${plural(count(d.registrations), "registration")})`;
    case "privacy.erase":
      return `${who} erased the personal data of ${plural(count(d.people), "person", "people")} (${plural(count(d.registrations), "registration")})`;
    case "privacy.portability":
      return `${who} exported the data of ${people(names, ids(d.firstRegistrationIds))} for another data controller (${plural(count(d.registrations), "registration")})`;
    case "privacy.breach_record":
      return `${who} recorded a personal-data breach found ${typeof d.foundAt === "string" ? formatDateTime(d.foundAt) : "at an unknown time"}, affecting ${plural(count(d.peopleAffected), "person", "people")}`;
    case "privacy.breach_commissioner":
      return `${who} recorded that the Personal Data Protection Commissioner was notified of a breach`;
    case "privacy.breach_people":
      return d.notice === "sent"
        ? `${who} recorded that the people affected by a breach were notified`
        : `${who} recorded that a breach needs no notice to the people affected (no significant harm)`;
    case "privacy.breach_close":
      return `${who} closed a personal-data breach`;
    case "settings.assignment":
      return `${who} set new leads to: ${ruleName(d.to)} (was: ${ruleName(d.from)})`;
    case "outbox.retry": {
      const topic = topicLabels[d.topic as keyof typeof topicLabels] ?? "message";
      const about = d.registrationId ? ` about ${names.lead(d.registrationId)}` : "";
      return `${who} sent the ${topic.charAt(0).toLowerCase()}${topic.slice(1)}${about} again`;
    }
    case "outbox.retry_all":
      return `${who} retried ${plural(count(d.messages), "failed message")}`;
    default: {
      const about = !entry.entityId
        ? ""
        : entry.entity === "registration"
          ? ` (${lead})`
          : entry.entity === "staff"
            ? ` (${member})`
            : "";
      return `${who}: ${auditActionLabel(entry.action).toLowerCase()}${about}`;
    }
  }
}
