"use client";

import { useEffect } from "react";
import { readAttribution } from "@/lib/attribution";

/** Notes the visit's first page, referrer and campaign tags, for the registration form. */
export function AttributionCapture() {
  useEffect(() => {
    readAttribution();
  }, []);
  return null;
}
