import type { NextRequest } from "next/server";
import { handleLegacyRegistration } from "@/server/legacy/handlers";

// Kept for clients of the old site; personal data in the query string is theirs, not ours.
export const GET = (request: NextRequest) => handleLegacyRegistration(request);
export const POST = GET;
