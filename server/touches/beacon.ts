import "server-only";
import type { NextRequest } from "next/server";
import { readFields } from "../http/read-body";
import { clientIp } from "../request-ip";
import { recordTouchRequest } from "./record";

/** A beacon carries three short fields; anything longer is not ours. */
const MAX_BEACON_BYTES = 4 * 1024;

/**
 * POST /api/touches (channel=call&from=/layout/C1A&visit=…), sent by navigator.sendBeacon as a
 * visitor taps a `tel:` link. 204 once read, stored or not (over the limit, database away): a
 * browser does not read the answer, and a script probing the limit learns nothing from it.
 */
export async function handleTouchBeacon(request: NextRequest): Promise<Response> {
  const noStore = { "Cache-Control": "no-store" };
  const body = await readFields(request, MAX_BEACON_BYTES);
  if (!body.ok) {
    const status = { tooLarge: 413, invalidBody: 400, unsupportedType: 415 }[body.reason];
    return new Response(null, { status, headers: noStore });
  }
  const { channel, from, visit } = body.fields;
  // WhatsApp taps are counted by their redirect (/go/whatsapp); a beacon for one would count twice.
  if (channel !== "call") return new Response(null, { status: 422, headers: noStore });
  const outcome = await recordTouchRequest({
    channel,
    from,
    visit: typeof visit === "string" ? visit : undefined,
    ip: clientIp(request.headers),
  });
  return new Response(null, { status: outcome === "invalid" ? 422 : 204, headers: noStore });
}
