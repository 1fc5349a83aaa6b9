import type { OutboxTable } from "@/server/db/schema";

/** What each outbox topic is, in the words the lead desk uses. */
export const topicLabels: Record<OutboxTable["topic"], string> = {
  buyer_ack: "Acknowledgement email to buyer",
  sales_notify: "New-lead email to sales",
  lead_webhook: "Lead webhook",
  lead_alert: "New-lead email to its owner",
  booking_confirm: "Visit confirmation email to buyer",
  booking_reminder: "Visit reminder email to buyer",
  ballot_result: "Ballot number and selection slot email to buyer",
  meta_conversion: "Conversion sent to Meta (Conversions API)",
  google_conversion: "Conversion sent to Google Ads (enhanced conversions for leads)",
};
