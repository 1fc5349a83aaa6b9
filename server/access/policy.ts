import type { StaffRole } from "../auth/roles";

/**
 * Who may do what on the desk, decided here and nowhere else: every page, server action, route
 * handler and export asks `can` (or one of the guards in ./guard.ts that ask it).
 */
export const permissions = [
  /** The lead list, a lead's page and working it (which leads: server/access/leads.ts). */
  "leads.view",
  /** Enter a walk-in, a roadshow contact or an agent's referral at the desk. */
  "leads.enter",
  /** Download leads or a call sheet as CSV (a salesperson's file holds their own leads only). */
  "leads.export",
  /** Notes (free text about people) in an export file, when asked for. */
  "leads.export.notes",
  /** Give leads to others or take them away, in bulk or one by one. */
  "leads.assign",
  /** Sales gallery appointments (whose: the leads the viewer may see). */
  "appointments.view",
  /** The unit list and its CSV (a buyer's name only where the viewer may see the lead). */
  "units.view",
  /** Counts of leads, channels and campaigns: no one's personal data. */
  "reports.counts",
  /** What each campaign cost per month, entered on the campaign report. */
  "campaigns.spend",
  /** Access files and erasure for people who ask (PDPA): admins only. */
  "privacy.desk",
  /** Staff accounts, assignment rules, agents, the audit log and failed deliveries. */
  "desk.manage",
  /** The launch console, the board and the queue. */
  "launch.view",
  /** Hold a unit for a buyer, release it, take a booking fee, join a waitlist. */
  "launch.sell",
  /** Approve or decline a booking, record the SPA, cancel or change a unit, call the queue. */
  "launch.decide",
  /** Launch settings, closing and drawing the ballot. */
  "launch.run",
  /** Enter a walk-in in the ballot, see the entries. */
  "ballot.enter",
  /** Sales reports and their CSV. */
  "launch.report",
  /** Bulk status changes and imports of units (available and reserved only). */
  "units.manage",
  /** The site's content in the CMS at /cms: words, pictures, film, promotions, particulars. */
  "content.edit",
] as const;

export type Permission = (typeof permissions)[number];

const grants: Record<StaffRole, readonly Permission[]> = {
  admin: permissions,
  sales: [
    "leads.view",
    "leads.enter",
    "leads.export",
    "appointments.view",
    "units.view",
    "reports.counts",
    "launch.view",
    "launch.sell",
    "ballot.enter",
    "launch.report",
  ],
  marketing: ["reports.counts", "content.edit", "campaigns.spend"],
  agent: [],
};

export interface Actor {
  role: StaffRole;
}

/** Whether a signed-in staff member may do this; nobody signed in may do nothing here. */
export function can(staff: Actor | null | undefined, permission: Permission): boolean {
  return Boolean(staff && grants[staff.role]?.includes(permission));
}

/**
 * Which sales a staff member's launch report and its file cover: an admin's, everyone's; a
 * salesperson's, only the buyers they sold to (never a colleague's buyers' names).
 */
export function launchReportScope(staff: Actor & { id: string }): { staffId?: string } {
  return staff.role === "admin" ? {} : { staffId: staff.id };
}
