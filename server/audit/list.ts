import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export const AUDIT_PAGE_SIZE = 100;

export interface AuditRow {
  id: string;
  at: string;
  actor: string;
  actorName: string;
  action: string;
  entity: string;
  entityId: string | null;
  details: string | null;
}

export interface AuditPage {
  rows: AuditRow[];
  actions: string[];
  /** `at|id` of the last row when older entries exist. */
  older?: string;
}

/** The audit log, newest first, optionally one kind of action; actors shown by name. */
export async function listAudit(
  db: Kysely<Database>,
  { action, before }: { action?: string; before?: string },
): Promise<AuditPage> {
  let query = db.selectFrom("audit_log").selectAll();
  if (action) query = query.where("action", "=", action);
  const [at, id] = before?.split("|") ?? [];
  if (at && id) {
    query = query.where((eb) =>
      eb.or([eb("at", "<", at), eb.and([eb("at", "=", at), eb("id", "<", id)])]),
    );
  }
  const [rows, actions, staff] = await Promise.all([
    query
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(AUDIT_PAGE_SIZE + 1)
      .execute(),
    db.selectFrom("audit_log").select("action").distinct().orderBy("action").execute(),
    db.selectFrom("staff_users").select(["id", "name"]).execute(),
  ]);
  const names = new Map(staff.map((member) => [`staff:${member.id}`, member.name]));
  const visible = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = visible.at(-1);
  return {
    rows: visible.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      actorName: names.get(row.actor) ?? row.actor,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      details: row.details,
    })),
    actions: actions.map((row) => row.action),
    older: rows.length > AUDIT_PAGE_SIZE && last ? `${last.at}|${last.id}` : undefined,
  };
}
