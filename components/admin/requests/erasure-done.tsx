"use client";

import { useEffect, useRef } from "react";
import type { ErasureResult } from "@/server/privacy/erase";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The confirmation after an erasure, with what was changed; focused so screen readers hear it. */
export function ErasureDone({ result }: { result: ErasureResult }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [result]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mt-8 rounded-brand border border-line bg-surface p-5 focus:outline-none"
    >
      <h2 className="font-display text-2xl">Person erased</h2>
      <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        <li>
          {plural(result.registrations, "registration", "registrations")} replaced with “[erased]”
        </li>
        <li>{plural(result.notes, "note", "notes")} blanked</li>
        <li>{plural(result.messagesCancelled, "unsent message", "unsent messages")} cancelled</li>
        <li>{plural(result.messagesBlanked, "message body", "message bodies")} blanked</li>
      </ul>
      <p className="mt-3 text-sm text-muted">
        Recorded in the audit log. Dashboard counts are unchanged.
      </p>
    </div>
  );
}
