import { unitEventsResponse } from "@/server/launch/live-response";

export const dynamic = "force-dynamic";

/** Every unit status change, live, as an event stream (public: statuses are public). */
export function GET(request: Request) {
  return unitEventsResponse(request);
}
