import { parseLeadFilter } from "@/lib/leads/filters";
import { writeAudit } from "@/server/audit/write";
import { authorizeRequest } from "@/server/access/guard";
import { exportFilterFor } from "@/server/access/leads";
import { actorOf } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { callSheetCsv } from "@/server/leads/call-sheet";
import { csvByteStream } from "@/server/leads/csv-stream";
import { exportSize } from "@/server/leads/export";
import { malaysiaStamp } from "@/lib/time/malaysia";

export const dynamic = "force-dynamic";

/**
 * GET /admin/leads/call-sheet?<the list's filter>: one row per person to call, as CSV. Sales
 * staff get their own leads only, as with the export.
 */
export async function GET(request: Request) {
  const { staff, refusal } = await authorizeRequest(request, "leads.export");
  if (refusal) return refusal;
  const filter = exportFilterFor(staff, parseLeadFilter(new URL(request.url).searchParams));
  const db = getDb();
  const { people } = await exportSize(db, filter);
  await writeAudit(db, {
    actor: actorOf(staff),
    action: "lead.call_sheet",
    entity: "registration",
    // Ids and counts only: a search text can be a name or number.
    details: { owner: filter.owner ?? null, searched: Boolean(filter.q), people },
  });
  const day = malaysiaStamp(new Date().toISOString()).slice(0, 10);
  return new Response(csvByteStream(callSheetCsv(db, filter, env.SITE_URL.replace(/\/$/, ""))), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="skyhaven-call-sheet-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
