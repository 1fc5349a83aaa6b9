import { addDays } from "@/lib/time/malaysia";
import type { ContactOutcome } from "./contact-outcomes";

/**
 * The next follow-up an outcome suggests, in days from today: no answer → try again tomorrow,
 * interested → three days to let them think, call back → the day the buyer named (`choose`), a
 * wrong number → no follow-up (`clear`). The call form pre-fills it; staff may change it.
 */
const suggestions: Record<ContactOutcome, number | "choose" | "clear"> = {
  called_no_answer: 1,
  called_spoke: 7,
  called_interested: 3,
  called_call_back: "choose",
  called_wrong_number: "clear",
  whatsapp_sent: 1,
  whatsapp_replied: 3,
  email_sent: 3,
  met_at_gallery: 3,
};

export type FollowUpSuggestion =
  | { kind: "day"; day: string }
  /** Keep what the field holds: staff pick the day the buyer asked for. */
  | { kind: "choose" }
  | { kind: "clear" };

export function suggestFollowUp(outcome: ContactOutcome, today: string): FollowUpSuggestion {
  const suggestion = suggestions[outcome];
  if (typeof suggestion === "number") return { kind: "day", day: addDays(today, suggestion) };
  return { kind: suggestion };
}
