import { calendarResponse } from "@/server/booking/calendar-route";

// The visit as it is now: never cached, never prerendered.
export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: RouteContext<"/api/visits/[file]">) {
  return calendarResponse((await params).file);
}
