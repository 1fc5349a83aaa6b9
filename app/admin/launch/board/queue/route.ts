import { authorizeRequest } from "@/server/access/guard";
import { getDb } from "@/server/db/client";
import { calledNumbers } from "@/server/launch/called-numbers";

/** The queue numbers being served, for the launch board's refresh (staff with launch.view). */
export async function GET(request: Request) {
  const { refusal } = await authorizeRequest(request, "launch.view");
  if (refusal) return refusal;
  return Response.json(await calledNumbers(getDb()), {
    headers: { "Cache-Control": "no-store" },
  });
}
