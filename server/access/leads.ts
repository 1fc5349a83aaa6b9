import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { resolveOwner, type LeadFilter } from "@/lib/leads/filters";
import type { StaffRole } from "../auth/roles";
import type { Database } from "../db/schema";

/** Whoever looks at or changes a lead: a signed-in member of staff (or an agent). */
export interface Viewer {
  id: string;
  role: StaffRole;
}

/**
 * How far a viewer reaches into the leads: an admin (the sales manager) every lead; a salesperson
 * their own and the unassigned pool; marketing and agents none on the desk (marketing sees counts,
 * agents their own buyers' progress at /agent, never a lead's personal data).
 */
export type LeadReach = "all" | "own-and-pool" | "none";

export function leadReach(viewer: Viewer): LeadReach {
  switch (viewer.role) {
    case "admin":
      return "all";
    case "sales":
      return "own-and-pool";
    default:
      return "none";
  }
}

/** Who may own a lead: the sales team and its manager (marketing and agents never do). */
export const leadOwnerRoles = ["admin", "sales"] as const satisfies readonly StaffRole[];
export type LeadOwnerRole = (typeof leadOwnerRoles)[number];

/** Whether the viewer may see a lead with this owner (null: the unassigned pool). */
export function maySeeLead(viewer: Viewer, ownerId: string | null): boolean {
  const reach = leadReach(viewer);
  return (
    reach === "all" || (reach === "own-and-pool" && (ownerId === null || ownerId === viewer.id))
  );
}

/**
 * Whether the viewer may change a lead with this owner. A salesperson works their own leads; a
 * lead from the pool becomes theirs when they take it or first change it (`leadToChange`).
 */
export function mayChangeLead(viewer: Viewer, ownerId: string | null): boolean {
  return maySeeLead(viewer, ownerId);
}

/** Whether the viewer sees every lead (reassigning, other people's files, the whole export). */
export const seesEveryLead = (viewer: Viewer) => leadReach(viewer) === "all";

declare const scoped: unique symbol;

/**
 * A lead list's filter with the viewer it is for: the only filter the lead queries accept
 * (server/leads/query.ts), so no list, search, count, call sheet or export can forget whose leads
 * they are. Made only here.
 */
export type ScopedLeadFilter = LeadFilter & { readonly viewer: Viewer; readonly [scoped]: true };

export function leadFilterFor(viewer: Viewer, requested: LeadFilter): ScopedLeadFilter {
  return { ...resolveOwner(requested, viewer.id), viewer } as ScopedLeadFilter;
}

type Scopable = SelectQueryBuilder<Database & { r: Database["registrations"] }, "r", object>;

/** Narrows a query of first registrations (`registrations as r`) to what the viewer may see. */
export function scopeLeads<Q extends Scopable>(query: Q, viewer: Viewer): Q {
  switch (leadReach(viewer)) {
    case "all":
      return query;
    case "own-and-pool":
      return query.where((eb) =>
        eb.or([eb("r.owner_id", "=", viewer.id), eb("r.owner_id", "is", null)]),
      ) as Q;
    case "none":
      return query.where(sql<boolean>`1 = 0`) as Q;
  }
}

export interface VisibleLead {
  /** The person's first registration. */
  rootId: string;
  ownerId: string | null;
}

/**
 * The lead behind an id (a first registration or any repeat of it) if the viewer may see it; null
 * when it does not exist or is someone else's, which pages answer with 404 and actions with "not
 * found": a colleague's lead is not there at all, not "forbidden".
 */
export async function leadForViewer(
  db: Kysely<Database>,
  viewer: Viewer,
  id: string,
): Promise<VisibleLead | null> {
  const row = await db
    .selectFrom("registrations as g")
    .innerJoin("registrations as r", (join) =>
      join.on((eb) => eb("r.id", "=", eb.fn.coalesce("g.duplicate_of", "g.id"))),
    )
    .select(["r.id", "r.owner_id"])
    .where("g.id", "=", id)
    .executeTakeFirst();
  if (!row || !maySeeLead(viewer, row.owner_id)) return null;
  return { rootId: row.id, ownerId: row.owner_id };
}

/**
 * What a viewer's lead export or call sheet holds: an admin's, everything the filter asks for; a
 * salesperson's, only the leads they own whatever the link asks for (the pool is not theirs to
 * take home); nobody else's anything.
 */
export function exportFilterFor(viewer: Viewer, requested: LeadFilter): ScopedLeadFilter {
  return leadFilterFor(
    viewer,
    seesEveryLead(viewer) ? requested : { ...requested, owner: viewer.id },
  );
}

/**
 * Whether a new buyer the viewer types in at the desk becomes their lead: a salesperson's walk-in
 * is theirs (the rotation would give it to a colleague); an admin's goes the way web
 * registrations go, to be assigned.
 */
export const ownsEnteredLeads = (viewer: Viewer) => viewer.role === "sales";

/**
 * A buyer as a viewer may see them where units and launch claims list everyone's (the unit list,
 * the launch console): their name and a link for a lead the viewer may see, "a colleague's buyer"
 * otherwise, so the salesperson knows the unit is taken without learning by whom.
 */
export function buyerFor(
  viewer: Viewer,
  lead: { ownerId: string | null; name: string | null; erased: boolean },
): { name: string; visible: boolean } {
  if (!maySeeLead(viewer, lead.ownerId)) return { name: "A colleague's buyer", visible: false };
  return { name: lead.erased ? "Erased" : (lead.name ?? "—"), visible: true };
}
