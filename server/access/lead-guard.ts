import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { assignLeads } from "../leads/assign";
import { leadForViewer, seesEveryLead, type Viewer } from "./leads";

/** What an action says for a lead that is not there for this viewer (gone, or a colleague's). */
export const LEAD_NOT_FOUND = "This lead could not be found.";

/**
 * The lead a server action may change, or null: it must exist and be the viewer's to see
 * (server/access/leads.ts). A salesperson who works a lead from the unassigned pool takes it
 * first, with the same conditional assignment as "Take this lead", so it is theirs from then on;
 * if a colleague took it a moment earlier, it is no longer theirs to change.
 */
export async function leadToChange(
  db: Kysely<Database>,
  viewer: Viewer & { name: string },
  id: string,
): Promise<string | null> {
  const lead = await leadForViewer(db, viewer, id);
  if (!lead) return null;
  if (lead.ownerId === null && !seesEveryLead(viewer)) {
    const taken = await assignLeads(
      db,
      { leadIds: [lead.rootId], ownerId: viewer.id, onlyUnassigned: true },
      viewer,
    );
    if (!taken.assigned && !taken.unchanged) return null;
  }
  return lead.rootId;
}

/**
 * A unit claim (a hold or booking) or a waitlist place the viewer may act on: one whose buyer's
 * lead they may change (`leadToChange`). The id back, or null for "not found".
 */
export async function claimToChange(
  db: Kysely<Database>,
  viewer: Viewer & { name: string },
  table: "unit_claims" | "unit_waitlist",
  id: string,
): Promise<string | null> {
  if (!id || id.length > 100) return null;
  const row = await db.selectFrom(table).select("lead_id").where("id", "=", id).executeTakeFirst();
  if (!row || !(await leadToChange(db, viewer, row.lead_id))) return null;
  return id;
}
