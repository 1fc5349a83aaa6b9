import { deleteHold } from "@/server/launch/api";

export const dynamic = "force-dynamic";

export async function DELETE(request: Request, context: RouteContext<"/api/admin/holds/[id]">) {
  return deleteHold(request, (await context.params).id);
}
