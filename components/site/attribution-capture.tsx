"use client";

import { useEffect } from "react";
import { readAttribution } from "@/lib/attribution";
import { encodeVisit, toVisit, VISIT_COOKIE, VISIT_COOKIE_PATH } from "@/lib/touches/visit";

/**
 * Notes the visit's first page, referrer and campaign tags, for the registration form; and hands
 * the same (reduced, see lib/touches/visit.ts) to the WhatsApp redirect in a session cookie that
 * only /go receives, so a WhatsApp tap is counted with the campaign that brought the visitor.
 */
export function AttributionCapture() {
  useEffect(() => {
    const visit = encodeVisit(toVisit(readAttribution()));
    const secure = window.location.protocol === "https:" ? "; secure" : "";
    document.cookie = `${VISIT_COOKIE}=${visit}; path=${VISIT_COOKIE_PATH}; samesite=lax${secure}`;
  }, []);
  return null;
}
