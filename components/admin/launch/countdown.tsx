"use client";

import { useEffect, useState } from "react";

const left = (until: number) => Math.max(0, Math.round((until - Date.now()) / 1000));

/**
 * A hold's time left, ticking each second once scripts run; before that (and without them) the
 * clock time it ends, which the server rendered.
 */
export function Countdown({ expiresAt, endsAt }: { expiresAt: string; endsAt: string }) {
  const until = Date.parse(expiresAt);
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left(until)), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (seconds === null) return <span>until {endsAt}</span>;
  if (seconds === 0) return <span className="font-semibold">time up: lapsing</span>;
  const minutes = Math.floor(seconds / 60);
  return (
    <span className={seconds < 120 ? "font-semibold text-red-800 dark:text-red-300" : undefined}>
      <span aria-hidden="true" className="tabular-nums">
        {minutes}:{String(seconds % 60).padStart(2, "0")}
      </span>
      <span className="sr-only">{minutes} minutes left,</span> until {endsAt}
    </span>
  );
}
