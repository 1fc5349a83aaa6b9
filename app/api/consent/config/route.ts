import { tagConfig } from "@/server/consent/tag-config";

export const dynamic = "force-dynamic";

/** GET: the tag ids, asked for by the browser only after the visitor consented. */
export async function GET() {
  return Response.json(await tagConfig(), { headers: { "Cache-Control": "private, max-age=300" } });
}
