import { metricsResponse } from "@/server/metrics/scrape";

// Read at every scrape, never prerendered or cached.
export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return metricsResponse(request.headers);
}
