"use client";

import { useEffect, useState } from "react";
import { commissionerClock, describeClock } from "@/lib/privacy/breach-clock";

/**
 * The Commissioner's 72-hour clock of an open breach, ticking each minute after the server's
 * first rendering (which reads the same without scripts).
 */
export function NoticeCountdown({ foundAt, serverNow }: { foundAt: string; serverNow: string }) {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const clock = commissionerClock({ found_at: foundAt, commissioner_notified_at: null }, now);
  return (
    <span
      data-testid="commissioner-clock"
      className={clock.state === "overdue" ? "font-semibold text-red-800" : "font-semibold text-fg"}
    >
      {describeClock(clock)}
    </span>
  );
}
