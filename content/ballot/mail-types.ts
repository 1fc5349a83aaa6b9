/** What the ballot result mail says, already formatted in the mail's language. */
export interface BallotResultSummary {
  /** The buyer's name with their title, as a letter addresses them. */
  addressee: string;
  /** The salutation's code, for a Malay letter's style of address. */
  salutationCode: string;
  reference: string;
  position: number;
  /** "Saturday, 12 December 2026, 10:00 am – 10:15 am (Malaysia time)" */
  when: string;
  /** The sales gallery's address, one line. */
  address: string;
  /** The public draw record, to check the draw. */
  recordUrl: string;
}

export interface BallotMailCopy {
  subject: (position: number) => string;
  body: (summary: BallotResultSummary) => string;
  /** The calendar event's title. */
  eventTitle: (position: number) => string;
  /** The calendar event's description. */
  eventDescription: (summary: BallotResultSummary) => string;
  /** Shown after the time: "(Malaysia time)". */
  malaysiaTime: string;
  /** The line the registration acknowledgement adds while the ballot takes entries. */
  ackInvitation: (url: string) => string;
}
