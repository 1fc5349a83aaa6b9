import type { NextRequest } from "next/server";
import { resolveApiLocale } from "@/i18n/api-locale";
import { listSalutations } from "@/server/salutations/list";

export async function GET(request: NextRequest) {
  const salutations = await listSalutations(resolveApiLocale(request));
  return Response.json(salutations, { headers: { "Cache-Control": "public, max-age=300" } });
}
