import { NextResponse } from "next/server";
import { parseLeadFilter } from "@/lib/leads/filters";
import { authorizeRequest } from "@/server/access/guard";
import { leadFilterFor } from "@/server/access/leads";
import { getDb } from "@/server/db/client";
import { countLeadActivitySince } from "@/server/leads/activity";

/**
 * How many people the list's current filter shows registered (or registered again) since a time:
 * the list's live update check. The filter comes in the list's own query string.
 */
export async function GET(request: Request) {
  const { staff, refusal } = await authorizeRequest(request, "leads.view");
  if (refusal) return refusal;
  const params = new URL(request.url).searchParams;
  const since = params.get("since");
  const valid = since && !Number.isNaN(Date.parse(since)) ? since : null;
  const filter = leadFilterFor(staff, parseLeadFilter(params));
  const count = await countLeadActivitySince(getDb(), filter, valid);
  return NextResponse.json({ count }, { headers: { "Cache-Control": "no-store" } });
}
