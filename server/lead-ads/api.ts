import "server-only";
import type { NextRequest } from "next/server";
import { env } from "../env";
import { getRegistrationStore } from "../registrations/store-instance";
import { receiveLeadAds, verifyLeadAdsSubscription } from "./receive";

const noStore = { "Cache-Control": "no-store" };

/** GET /api/meta/lead-ads: Meta's subscription check. */
export function handleLeadAdsGet(request: NextRequest): Response {
  const answer = verifyLeadAdsSubscription(request.nextUrl.searchParams, env);
  if (answer.text !== undefined)
    return new Response(answer.text, { headers: { ...noStore, "content-type": "text/plain" } });
  return Response.json(answer.body, { status: answer.status, headers: noStore });
}

/** POST /api/meta/lead-ads: new Lead Ads leads, signed by Meta. */
export async function handleLeadAdsPost(request: NextRequest): Promise<Response> {
  const body = await request.text();
  const answer = await receiveLeadAds(body, request.headers.get("x-hub-signature-256"), {
    env,
    store: getRegistrationStore(),
  });
  return Response.json(answer.body, { status: answer.status, headers: noStore });
}
