import type { OutboxTable } from "../db/schema";

/**
 * What a withdrawal of consent stops: every mail to the buyer and every ad conversion about them.
 * Mail to the sales team and the CRM webhook are the developer's own records and go on.
 */
export const STOPPED_BY_WITHDRAWAL = [
  "buyer_ack",
  "booking_confirm",
  "booking_reminder",
  "ballot_result",
  "meta_conversion",
  "google_conversion",
] as const satisfies readonly OutboxTable["topic"][];

export const isStoppedByWithdrawal = (topic: OutboxTable["topic"]): boolean =>
  (STOPPED_BY_WITHDRAWAL as readonly string[]).includes(topic);

/**
 * Ad conversions stay stopped for good after a withdrawal; mail to the buyer resumes when they
 * register again, which is consent given anew (the form's consent boxes, with the notice's version).
 */
export const isConversion = (topic: OutboxTable["topic"]): boolean =>
  topic === "meta_conversion" || topic === "google_conversion";
