import { PUBLIC_UNITS_SECONDS, publicUnits } from "@/server/units/public-units";

export const dynamic = "force-dynamic";

/** Every unit with its type, place, status and list price, ordered by id (public). */
export async function GET() {
  return Response.json(await publicUnits(), {
    headers: { "Cache-Control": `public, max-age=${PUBLIC_UNITS_SECONDS}` },
  });
}
