import type { NextRequest } from "next/server";
import { whatsappRedirect } from "@/server/touches/whatsapp-redirect";

export async function GET(request: NextRequest) {
  return whatsappRedirect(request);
}
