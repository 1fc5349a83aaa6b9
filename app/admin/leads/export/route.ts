import { parseLeadFilter } from "@/lib/leads/filters";
import { writeAudit } from "@/server/audit/write";
import { authorizeRequest } from "@/server/access/guard";
import { exportFilterFor, type ScopedLeadFilter } from "@/server/access/leads";
import { actorOf } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import {
  exportColumns,
  exportLeadRows,
  exportLeadsCsv,
  exportSize,
  exportsNotes,
} from "@/server/leads/export";
import { sheetFormat, sheetResponse } from "@/server/leads/sheet-response";
import { malaysiaStamp } from "@/lib/time/malaysia";

export const dynamic = "force-dynamic";

/** The filter as the audit log keeps it: a search text can be a name or number, so only its presence. */
function auditedFilter(filter: ScopedLeadFilter): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    // The viewer is the audit entry's actor already.
    if (key !== "viewer" && typeof value === "string" && value)
      kept[key] = key === "q" ? "(search text)" : value;
  }
  return kept;
}

/**
 * GET /admin/leads/export?<the list's filter>[&notes=1][&format=xlsx]: the leads as a CSV file that
 * Excel opens in UTF-8, or as an XLSX workbook; a salesperson's file holds only their own leads
 * (server/access/leads.ts). Notes are free text about people, so they stay out unless an admin
 * ticks "Include notes" (`notes=1`).
 */
export async function GET(request: Request) {
  const { staff, refusal } = await authorizeRequest(request, "leads.export");
  if (refusal) return refusal;
  const params = new URL(request.url).searchParams;
  const filter = exportFilterFor(staff, parseLeadFilter(params));
  const notes = exportsNotes(staff, params);
  const format = sheetFormat(params);
  const db = getDb();
  // Counted and logged before streaming, so the audit log holds the export even if the download stops.
  const size = await exportSize(db, filter);
  await writeAudit(db, {
    actor: actorOf(staff),
    action: "lead.export",
    entity: "registration",
    details: {
      filter: auditedFilter(filter),
      people: size.people,
      rows: size.rows,
      notes,
      format,
    },
  });
  const day = malaysiaStamp(new Date().toISOString()).slice(0, 10);
  return sheetResponse(format, {
    name: `skyhaven-leads-${day}`,
    sheetName: "Leads",
    columns: exportColumns(notes),
    csv: () => exportLeadsCsv(db, filter, { notes }),
    rows: () => exportLeadRows(db, filter, { notes }),
  });
}
