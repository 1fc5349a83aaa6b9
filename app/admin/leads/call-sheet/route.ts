import { parseLeadFilter } from "@/lib/leads/filters";
import { writeAudit } from "@/server/audit/write";
import { authorizeRequest } from "@/server/access/guard";
import { exportFilterFor } from "@/server/access/leads";
import { actorOf } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { callSheetColumns, callSheetCsv, callSheetRows } from "@/server/leads/call-sheet";
import { exportSize } from "@/server/leads/export";
import { sheetFormat, sheetResponse } from "@/server/leads/sheet-response";
import { malaysiaStamp } from "@/lib/time/malaysia";

export const dynamic = "force-dynamic";

/**
 * GET /admin/leads/call-sheet?<the list's filter>[&format=xlsx]: one row per person to call, as CSV
 * or an XLSX workbook. Sales staff get their own leads only, as with the export.
 */
export async function GET(request: Request) {
  const { staff, refusal } = await authorizeRequest(request, "leads.export");
  if (refusal) return refusal;
  const params = new URL(request.url).searchParams;
  const filter = exportFilterFor(staff, parseLeadFilter(params));
  const format = sheetFormat(params);
  const db = getDb();
  const { people } = await exportSize(db, filter);
  await writeAudit(db, {
    actor: actorOf(staff),
    action: "lead.call_sheet",
    entity: "registration",
    // Ids and counts only: a search text can be a name or number.
    details: { owner: filter.owner ?? null, searched: Boolean(filter.q), people, format },
  });
  const day = malaysiaStamp(new Date().toISOString()).slice(0, 10);
  const origin = env.SITE_URL.replace(/\/$/, "");
  return sheetResponse(format, {
    name: `skyhaven-call-sheet-${day}`,
    sheetName: "Call sheet",
    columns: callSheetColumns,
    csv: () => callSheetCsv(db, filter, origin),
    rows: () => callSheetRows(db, filter, origin),
  });
}
