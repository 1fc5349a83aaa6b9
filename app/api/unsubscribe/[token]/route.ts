import { oneClickGet, oneClickPost } from "@/server/consent/one-click";

// Every answer depends on the database: never cached, never prerendered.
export const dynamic = "force-dynamic";

export async function POST(
  _request: Request,
  { params }: RouteContext<"/api/unsubscribe/[token]">,
) {
  return oneClickPost((await params).token);
}

export async function GET(_request: Request, { params }: RouteContext<"/api/unsubscribe/[token]">) {
  return oneClickGet((await params).token);
}
