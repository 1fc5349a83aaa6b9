/**
 * Where the sales team is with a lead. New registrations start as `new` (or `spam` when caught);
 * `visited`: the buyer came to the sales gallery (a visit marked attended moves the lead there).
 */
export const leadStatuses = [
  "new",
  "contacted",
  "qualified",
  "visited",
  "booked",
  "lost",
  "spam",
] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  visited: "Visited",
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

/**
 * The statuses an attended visit moves forward to Visited. Booked stays (the buyer is further on),
 * spam stays spam; a Lost buyer who walks into the gallery is interested again, like a repeat
 * registration reopening them.
 */
export const visitAdvancesFrom = [
  "new",
  "contacted",
  "qualified",
  "lost",
] as const satisfies readonly LeadStatus[];
