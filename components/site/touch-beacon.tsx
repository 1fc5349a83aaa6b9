"use client";

import { useEffect } from "react";
import { readAttribution } from "@/lib/attribution";
import { encodeVisit, toVisit } from "@/lib/touches/visit";

/**
 * Counts taps on call links (`<a data-touch="call">`) with a beacon, which the browser sends even
 * as the phone app takes over. A `tel:` link cannot go through a counting redirect the way
 * WhatsApp does (browsers do not reliably follow a redirect to `tel:`), so without scripts a call
 * still works, uncounted. One listener for the whole page, no state.
 */
export function TouchBeacon() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-touch]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.dataset.touch !== "call") return;
      const body = new URLSearchParams({
        channel: "call",
        from: window.location.pathname,
        visit: encodeVisit(toVisit(readAttribution())),
      });
      navigator.sendBeacon?.("/api/touches", body);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}
