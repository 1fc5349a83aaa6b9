import { z } from "zod";
import type { OutboxRow } from "./claims";
import type { Mailer } from "./mailer";
import { noticeTime } from "@/lib/time/notice-time";
import { mailBodies } from "../mail/html";
import { outboxMessageId } from "../mail/message-id";

export const leadAlertPayload = z.object({
  to: z.string(),
  staffId: z.string(),
  leadId: z.string(),
  registrationId: z.string(),
  name: z.string(),
  locale: z.string(),
  kind: z.enum(["new", "reopened"]),
  as: z.enum(["owner", "admin"]),
  createdAt: z.string(),
});

export type LeadAlert = z.infer<typeof leadAlertPayload>;

/**
 * The email a salesperson gets about a lead of theirs (or an admin about one nobody owns): the
 * name and a link to the lead page, nothing else of the buyer's; the desk shows the rest to those
 * signed in.
 */
export function leadAlertMail(alert: LeadAlert, siteUrl: string) {
  const link = `${siteUrl.replace(/\/$/, "")}/admin/leads/${alert.leadId}`;
  const when = noticeTime(alert.createdAt);
  const subject = alert.kind === "new" ? `New lead: ${alert.name}` : `Lead reopened: ${alert.name}`;
  const whose =
    alert.as === "owner"
      ? "It is assigned to you."
      : "Nobody owns it yet: assign it, or take it yourself, on the lead page.";
  const what =
    alert.kind === "new"
      ? `${alert.name} registered interest on ${when}.`
      : `${alert.name} registered again on ${when}, and the lead, which was Lost, is New again.`;
  return { subject, text: [what, whose, "", `Open the lead: ${link}`].join("\n") };
}

export async function sendLeadAlert(
  mailer: Mailer,
  { from, siteUrl, domain }: { from: string; siteUrl: string; domain: string },
  entry: OutboxRow,
  signal: AbortSignal,
): Promise<void> {
  const alert = leadAlertPayload.parse(JSON.parse(entry.payload));
  const { subject, text } = leadAlertMail(alert, siteUrl);
  await mailer.sendMail({
    from,
    to: alert.to,
    messageId: outboxMessageId(entry.id, domain),
    subject,
    // The desk is in English: so are its alerts.
    ...mailBodies("en", subject, text),
    signal,
  });
}
