import { channelLabels, type Channel } from "@/lib/registration/channels";
import { sourceLabel } from "@/lib/leads/sources";
import { noticeShortTime, noticeSlot, noticeTime } from "@/lib/time/notice-time";
import type { NoticeFacts, NoticeOwner } from "./notice-facts";
import type { MailPayload } from "./payload";

type NoticeLead = Omit<MailPayload, "to">;

const languages: Record<string, string> = {
  en: "English",
  zh: "Chinese (简体中文)",
  ms: "Malay (Bahasa Melayu)",
};
const language = (code: string) => languages[code] ?? code;

const roles: Record<string, string> = { admin: "sales manager", sales: "salesperson" };

/** "Aminah Yusof (salesperson)", "Lee Chong, Prime Realty (agent)", or "unassigned". */
export function ownerLabel(owner: NoticeOwner): string {
  if (owner.kind === "unassigned") return "unassigned";
  if (owner.kind === "agent")
    return `${owner.name}${owner.agency ? `, ${owner.agency}` : ""} (agent)`;
  const role = roles[owner.role];
  return role ? `${owner.name} (${role})` : owner.name;
}

export const leadUrl = (siteUrl: string, leadId: string): string =>
  `${siteUrl.replace(/\/$/, "")}/admin/leads/${encodeURIComponent(leadId)}`;

export interface SalesNotice {
  subject: string;
  text: string;
  leadUrl: string;
  owner: string;
  booking: { start: string; end: string; partySize: number; language: string } | null;
}

/**
 * The sales team's notice of a new lead, for the mail and the webhook alike: labelled fields,
 * times in Malaysia time with the zone named, who owns the lead, a link to it on the desk, and a
 * booking announced as a booking with its visit. Only what the team needs to call the buyer back:
 * the address and the consent records stay on the desk.
 */
export function salesNotice(
  lead: NoticeLead,
  salutation: string,
  facts: NoticeFacts | undefined,
  siteUrl: string,
): SalesNotice {
  const who = [salutation, lead.name].filter(Boolean).join(" ");
  const link = leadUrl(siteUrl, facts?.leadId ?? lead.duplicateOf ?? lead.registrationId);
  const owner = ownerLabel(facts?.owner ?? { kind: "unassigned" });
  const booking = facts?.booking;
  const subject = booking
    ? `New booking: ${who}, visit ${noticeShortTime(booking.start)}`
    : lead.duplicateOf
      ? `Registered again: ${who}`
      : `New registration: ${who}`;
  const headline = booking
    ? "A new lead booked a visit to the sales gallery."
    : lead.duplicateOf
      ? "Someone already on the desk registered again. The link opens their lead."
      : "A new lead registered interest.";
  const channel = channelLabels[lead.channel as Channel] ?? lead.channel;
  const text = [
    headline,
    "",
    ...(booking
      ? [
          `Visit: ${noticeSlot(booking.start, booking.end)}`,
          `Party size: ${booking.partySize} ${booking.partySize === 1 ? "person" : "people"}`,
          `Visit language: ${language(booking.language)}`,
          "",
        ]
      : []),
    `Name: ${who}`,
    `Phone: ${lead.contact}`,
    `Email: ${lead.email || "-"}`,
    `Language: ${language(lead.locale)}`,
    `Received: ${noticeTime(lead.createdAt)}`,
    `Source: ${facts ? sourceLabel(facts.source) : "-"}`,
    `Heard of us through: ${channel}`,
    `Unit types: ${lead.unitTypes.join(", ") || "-"}`,
    ...(facts?.unit ? [`Unit: ${facts.unit} (registered from its page)`] : []),
    `Owner: ${owner}`,
    ...(facts?.agent ? [`Agent: ${ownerLabel({ kind: "agent", ...facts.agent })}`] : []),
    "",
    `Open the lead: ${link}`,
  ].join("\n");
  return {
    subject,
    text,
    leadUrl: link,
    owner,
    booking: booking ?? null,
  };
}
