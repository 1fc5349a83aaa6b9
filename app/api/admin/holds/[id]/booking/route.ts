import { postBooking } from "@/server/launch/api";

export const dynamic = "force-dynamic";

export async function POST(
  request: Request,
  context: RouteContext<"/api/admin/holds/[id]/booking">,
) {
  return postBooking(request, (await context.params).id);
}
