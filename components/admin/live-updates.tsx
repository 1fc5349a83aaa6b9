"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

const POLL_MS = 5000;

interface LiveUpdatesProps {
  /** The newest activity shown on the list's first page; null when the list is empty. */
  since: string | null;
}

/** Checks for new registrations every few seconds, so new leads appear without a reload. */
export function LiveUpdates({ since }: LiveUpdatesProps) {
  const router = useRouter();
  const [fresh, setFresh] = useState(0);
  const seen = useRef(since);

  useEffect(() => {
    seen.current = since;
  }, [since]);

  useEffect(() => {
    const check = async () => {
      if (document.hidden) return;
      const query = seen.current ? `?since=${encodeURIComponent(seen.current)}` : "";
      const response = await fetch(`/admin/leads/updates${query}`, { cache: "no-store" }).catch(
        () => null,
      );
      if (!response?.ok) return;
      const { count } = (await response.json()) as { count: number };
      if (count > 0) {
        setFresh(count);
        router.refresh();
      }
    };
    const timer = setInterval(check, POLL_MS);
    return () => clearInterval(timer);
  }, [router]);

  return (
    <p aria-live="polite" className="min-h-6 text-sm text-muted">
      {fresh > 0
        ? `Updated: ${fresh} new ${fresh === 1 ? "registration" : "registrations"}.`
        : "New registrations appear here as they arrive."}
    </p>
  );
}
