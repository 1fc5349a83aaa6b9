import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export interface AuditEntry {
  /** `staff:<user id>`, `public:web`, `system:retention`… */
  actor: string;
  action: string;
  entity: string;
  entityId?: string | null;
  /** Never personal data: ids, counts, filters, field names. */
  details?: Record<string, unknown>;
  /** When it happened; now unless given. */
  at?: Date;
}

export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      at: (entry.at ?? new Date()).toISOString(),
      actor: entry.actor,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}
