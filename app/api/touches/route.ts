import type { NextRequest } from "next/server";
import { handleTouchBeacon } from "@/server/touches/beacon";

export async function POST(request: NextRequest) {
  return handleTouchBeacon(request);
}
