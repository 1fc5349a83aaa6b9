"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

/** A click that has not led anywhere after this long was handled by something else. */
const GIVE_UP_MS = 15_000;

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    anchor.target === "_blank" ||
    anchor.hasAttribute("download")
  )
    return false;
  const url = new URL(anchor.href);
  // Same origin, another page, and not a file such as the brochure PDF.
  return (
    url.origin === location.origin &&
    url.pathname !== location.pathname &&
    !/\.[a-z0-9]+$/i.test(url.pathname)
  );
}

/**
 * A slim bar at the top while a client navigation is under way. The App Router has no router
 * events, so it starts on a click on an internal link and finishes when the path changes.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const [loadingFrom, setLoadingFrom] = useState<string | null>(null);
  const loading = loadingFrom !== null && loadingFrom === pathname;

  useEffect(() => {
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      if (!isInternalNavigation(event)) return;
      setLoadingFrom(location.pathname);
      clearTimeout(giveUp);
      giveUp = setTimeout(() => setLoadingFrom(null), GIVE_UP_MS);
    };
    // Capture phase: Next's <Link> cancels the click's default before a bubbling listener would see it.
    document.addEventListener("click", onClick, true);
    return () => {
      document.removeEventListener("click", onClick, true);
      clearTimeout(giveUp);
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px]">
      <div
        className={`h-full origin-left bg-accent rtl:origin-right ${loading ? "progress-running" : "progress-idle"}`}
      />
    </div>
  );
}
