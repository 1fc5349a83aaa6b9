export interface LeadSummary {
  /** The salutation's label in the mail's language, as the form listed it ("拿督", "Cik"). */
  salutation: string;
  /** The salutation's code (content/salutations.ts), which says where the title goes. */
  salutationCode: string;
  name: string;
  unitTypes: string[];
  /** The buyer's own link into the launch ballot, while it takes entries. */
  ballotUrl?: string;
}

export interface MailCopy {
  ackSubject: string;
  ackBody: (lead: LeadSummary) => string;
}
