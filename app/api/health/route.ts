import { databaseIsUp } from "@/server/health";
import { isDraining } from "@/server/lifecycle/draining";

export const dynamic = "force-dynamic";

/** 200 while this instance should get traffic: it is not stopping and its database answers. */
export async function GET() {
  const status = isDraining() ? "stopping" : (await databaseIsUp()) ? "ok" : "unavailable";
  return Response.json(
    { status },
    { status: status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
