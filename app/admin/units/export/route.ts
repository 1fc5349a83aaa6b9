import { parseUnitFilter } from "@/lib/units/filter";
import { staffFromRequest } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { exportUnitsCsv } from "@/server/units/csv-export";

export const dynamic = "force-dynamic";

/** GET /admin/units/export?<the list's filter>: the units as a CSV file the import reads back. */
export async function GET(request: Request) {
  const staff = await staffFromRequest(request);
  if (!staff) {
    return Response.json(
      { error: "Sign in to the lead desk to export units." },
      { status: 401, headers: { "Cache-Control": "no-store" } },
    );
  }
  const csv = await exportUnitsCsv(getDb(), parseUnitFilter(new URL(request.url).searchParams));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="skyhaven-units.csv"',
      "Cache-Control": "no-store",
    },
  });
}
