"use client";

import { useEffect } from "react";

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside the open lightbox: from its last control to its first and back. The library
 * hides the page behind it but leaves the way out of the document open, so each round of Tab
 * went once to the browser's own controls before coming back.
 */
export function useTabTrap(open: boolean, selector: string) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const root = document.querySelector<HTMLElement>(selector);
      if (!root) return;
      const tabbable = [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
        (element) => element.getClientRects().length > 0,
      );
      const first = tabbable[0];
      const last = tabbable.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active instanceof HTMLElement && tabbable.includes(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [open, selector]);
}
