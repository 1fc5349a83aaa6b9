import { personFileResponse } from "@/server/privacy/file-route";

export const dynamic = "force-dynamic";

/** POST /admin/requests/access: the data file for an access request (server/privacy/file-route.ts). */
export function POST(request: Request) {
  return personFileResponse(request, "access");
}
