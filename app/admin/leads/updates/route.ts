import { NextResponse } from "next/server";
import { parseLeadFilter, resolveOwner } from "@/lib/leads/filters";
import { staffFromRequest } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { countLeadActivitySince } from "@/server/leads/activity";

/**
 * How many people the list's current filter shows registered (or registered again) since a time:
 * the list's live update check. The filter comes in the list's own query string.
 */
export async function GET(request: Request) {
  const staff = await staffFromRequest(request);
  if (!staff) {
    return NextResponse.json({ error: "Sign in first" }, { status: 401 });
  }
  const params = new URL(request.url).searchParams;
  const since = params.get("since");
  const valid = since && !Number.isNaN(Date.parse(since)) ? since : null;
  const filter = resolveOwner(parseLeadFilter(params), staff.id);
  const count = await countLeadActivitySince(getDb(), filter, valid);
  return NextResponse.json({ count }, { headers: { "Cache-Control": "no-store" } });
}
