import type { NextRequest } from "next/server";
import { handleLegacySalutations } from "@/server/legacy/handlers";

// Kept for clients of the old site.
export const GET = (request: NextRequest) => handleLegacySalutations(request);
export const POST = GET;
