"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

const POLL_MS = 5000;

interface LiveUpdatesProps {
  /** The newest activity shown on the list's first page; null when the list is empty. */
  since: string | null;
  /** The list's filter as a query string (no `?`): only what this view would show is counted. */
  filter: string;
}

/** Checks for new registrations every few seconds, so new leads appear without a reload. */
export function LiveUpdates({ since, filter }: LiveUpdatesProps) {
  const router = useRouter();
  const [fresh, setFresh] = useState(0);
  const [expired, setExpired] = useState(false);
  const seen = useRef(since);

  useEffect(() => {
    seen.current = since;
  }, [since]);

  useEffect(() => {
    if (expired) return;
    const check = async () => {
      if (document.hidden) return;
      const params = new URLSearchParams(filter);
      if (seen.current) params.set("since", seen.current);
      const response = await fetch(`/admin/leads/updates?${params}`, { cache: "no-store" }).catch(
        () => null,
      );
      // A signed-out desk would otherwise look current while nothing new can arrive.
      if (response?.status === 401) {
        setExpired(true);
        return;
      }
      if (!response?.ok) return;
      const { count } = (await response.json()) as { count: number };
      if (count > 0) {
        setFresh(count);
        router.refresh();
      }
    };
    const timer = setInterval(check, POLL_MS);
    return () => clearInterval(timer);
  }, [router, filter, expired]);

  if (expired) {
    return (
      <p
        role="alert"
        className="rounded-brand border border-red-800/40 bg-surface px-4 py-3 text-sm text-fg"
      >
        Your session has ended, so new registrations no longer appear here.{" "}
        <Link href="/admin/sign-in" className="font-semibold underline underline-offset-4">
          Sign in again
        </Link>
      </p>
    );
  }
  return (
    <p aria-live="polite" className="min-h-6 text-sm text-muted">
      {fresh > 0
        ? `Updated: ${fresh} new ${fresh === 1 ? "registration" : "registrations"} in this view.`
        : "New registrations in this view appear here as they arrive."}
    </p>
  );
}
