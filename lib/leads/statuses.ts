/** Where the sales team is with a lead. New registrations start as `new` (or `spam` when caught). */
export const leadStatuses = ["new", "contacted", "qualified", "booked", "lost", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  booked: "Booked",
  lost: "Lost",
  spam: "Spam",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return leadStatuses.includes(value as LeadStatus);
}

/**
 * Statuses that end the conversation with a buyer: a repeat registration reopens them. Spam is not
 * one (a spammer posting again stays spam), nor Booked (the buyer is already in the sales process).
 */
export const closedLeadStatuses = ["lost"] as const satisfies readonly LeadStatus[];

/**
 * Where a reopened lead goes. New rather than Contacted: a buyer who comes back has a fresh interest
 * nobody has answered yet, and New is the queue the team works from first.
 */
export const reopenedLeadStatus = "new" satisfies LeadStatus;
