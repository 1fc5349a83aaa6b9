import { personFileResponse } from "@/server/privacy/file-route";

export const dynamic = "force-dynamic";

/**
 * POST /admin/requests/portable: one person's data as a machine-readable file for another data
 * controller (PDPA s.43A; server/privacy/portable.ts).
 */
export function POST(request: Request) {
  return personFileResponse(request, "portability");
}
