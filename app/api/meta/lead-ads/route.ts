import type { NextRequest } from "next/server";
import { handleLeadAdsGet, handleLeadAdsPost } from "@/server/lead-ads/api";

export const dynamic = "force-dynamic";

export const GET = (request: NextRequest) => handleLeadAdsGet(request);
export const POST = (request: NextRequest) => handleLeadAdsPost(request);
