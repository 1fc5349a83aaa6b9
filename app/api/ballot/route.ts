import { handleRecordGet } from "@/server/ballot/api";

export const dynamic = "force-dynamic";

export async function GET() {
  return handleRecordGet();
}
