import { NextResponse } from "next/server";
import { staffFromRequest } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { countLeadActivitySince } from "@/server/leads/activity";

/** How many people registered (or registered again) since a time: the list's live update check. */
export async function GET(request: Request) {
  if (!(await staffFromRequest(request))) {
    return NextResponse.json({ error: "Sign in first" }, { status: 401 });
  }
  const since = new URL(request.url).searchParams.get("since");
  const valid = since && !Number.isNaN(Date.parse(since)) ? since : null;
  const count = await countLeadActivitySince(getDb(), valid);
  return NextResponse.json({ count }, { headers: { "Cache-Control": "no-store" } });
}
