"use client";

import { useEffect, useRef, type ReactNode } from "react";

interface KeyPlanFrameProps {
  children: ReactNode;
  /** The frame's accessible name: it scrolls, so keyboards reach it. */
  label: string;
}

/**
 * The key plan's sideways-scrolling frame. On a phone the floor is wider than the screen: the
 * frame opens scrolled so the unit the page is about (`aria-current`) sits in its middle, rather
 * than at the west end with that unit off screen.
 */
export function KeyPlanFrame({ children, label }: KeyPlanFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = frame.current;
    const unit = el?.querySelector("[aria-current=page]");
    if (!el || !unit || el.scrollWidth <= el.clientWidth) return;
    const box = el.getBoundingClientRect();
    const target = unit.getBoundingClientRect();
    // A difference of positions: right in both reading directions (scrollLeft is negative in RTL).
    el.scrollLeft += target.left + target.width / 2 - (box.left + box.width / 2);
  }, []);
  return (
    <div
      ref={frame}
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-offset-4"
      data-testid="key-plan-frame"
    >
      {children}
    </div>
  );
}
