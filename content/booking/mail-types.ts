import type { ConfirmKind } from "./kinds";

/** What a booking mail says about the visit, already formatted in the mail's language. */
export interface VisitSummary {
  /** The visitor's name with their title, as a letter addresses them. */
  addressee: string;
  /** The salutation's code (content/salutations.ts): a Malay letter greets a Dato' differently. */
  salutationCode: string;
  /** "Saturday, 28 November 2026, 2:00 pm – 3:00 pm (Malaysia time)" */
  when: string;
  partySize: number;
  address: string;
  manageUrl: string;
}

export interface BookingMailCopy {
  /** The sales gallery, as calendars title the visit. */
  eventTitle: (partySize: number) => string;
  confirmSubject: Record<ConfirmKind, string>;
  confirmBody: (kind: ConfirmKind, visit: VisitSummary) => string;
  reminderSubject: string;
  reminderBody: (visit: VisitSummary) => string;
  /** Shown after the time: "(Malaysia time)". */
  malaysiaTime: string;
}
