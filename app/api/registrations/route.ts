import type { NextRequest } from "next/server";
import { handleRegistrationPost } from "@/server/registrations/api";

export async function POST(request: NextRequest) {
  return handleRegistrationPost(request);
}
