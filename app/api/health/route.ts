import { databaseIsUp } from "@/server/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const up = await databaseIsUp();
  return Response.json(
    { status: up ? "ok" : "unavailable" },
    {
      status: up ? 200 : 503,
      headers: { "Cache-Control": "no-store" },
    },
  );
}
