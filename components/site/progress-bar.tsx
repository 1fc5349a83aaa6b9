"use client";

import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";

/**
 * A slim bar at the top while a client navigation is under way. The App Router has no router
 * events, so it starts on a click on an internal link and finishes when the path changes.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const [loadingFrom, setLoadingFrom] = useState<string | null>(null);
  const loading = loadingFrom !== null && loadingFrom === pathname;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== location.origin || url.pathname === location.pathname || /\.[a-z0-9]+$/i.test(url.pathname)) return;
      setLoadingFrom(location.pathname);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px]">
      <div className={`h-full origin-left bg-accent ${loading ? "progress-running" : "progress-idle"}`} />
    </div>
  );
}
