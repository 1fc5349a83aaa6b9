import { parseCampaignRange } from "@/lib/reports/campaign-range";
import { malaysiaStamp } from "@/lib/time/malaysia";
import { authorizeRequest } from "@/server/access/guard";
import { getDb } from "@/server/db/client";
import { UTF8_BOM } from "@/server/leads/csv";
import { campaignReport } from "@/server/reports/campaigns";
import { campaignCsv } from "@/server/reports/campaigns-csv";
import { spendEntries, withSpend } from "@/server/reports/spend";

export const dynamic = "force-dynamic";

/**
 * GET /admin/campaigns/export?from=&to=: the campaign report's table as CSV. Counts only, no
 * personal data, so no audit entry: for anyone with `reports.counts` (marketing too).
 */
export async function GET(request: Request) {
  const { refusal } = await authorizeRequest(request, "reports.counts");
  if (refusal) return refusal;
  const range = parseCampaignRange(new URL(request.url).searchParams);
  const db = getDb();
  const report = withSpend(await campaignReport(db, range), await spendEntries(db, range));
  const day = malaysiaStamp(new Date().toISOString()).slice(0, 10);
  return new Response(UTF8_BOM + campaignCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="skyhaven-campaigns-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
