import { malaysiaStamp } from "@/lib/time/malaysia";
import { authorizeRequest } from "@/server/access/guard";
import { launchReportScope } from "@/server/access/policy";
import { actorOf } from "@/server/auth/session";
import { writeAudit } from "@/server/audit/write";
import { getDb } from "@/server/db/client";
import { loadSales } from "@/server/launch/report";
import { salesCsv } from "@/server/launch/report-csv";

export const dynamic = "force-dynamic";

/** GET /admin/launch/reports/export: booked and sold units with their buyers, as CSV. */
export async function GET(request: Request) {
  const { staff, refusal } = await authorizeRequest(request, "launch.report");
  if (refusal) return refusal;
  const db = getDb();
  const rows = await loadSales(db, launchReportScope(staff));
  await writeAudit(db, {
    actor: actorOf(staff),
    action: "launch.report_export",
    entity: "unit",
    details: { rows: rows.length, scope: staff.role === "admin" ? "all" : "own" },
  });
  const day = malaysiaStamp(new Date().toISOString()).slice(0, 10);
  return new Response(salesCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="skyhaven-sales-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
