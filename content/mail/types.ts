export interface LeadSummary {
  salutation: string;
  name: string;
  unitTypes: string[];
}

export interface MailCopy {
  ackSubject: string;
  ackBody: (lead: LeadSummary) => string;
  salesSubject: (lead: LeadSummary) => string;
}
