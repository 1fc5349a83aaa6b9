import { postHold } from "@/server/launch/api";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return postHold(request);
}
