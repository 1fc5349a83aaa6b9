"use client";

import { useCallback, useEffect, useState } from "react";
import { filtersToSearch, parseFilters, type LayoutFilters } from "@/lib/layout/filters";

/**
 * Filter state mirrored in the URL, so a filtered list or a comparison can be shared and survives a
 * reload. The unfiltered page is static, so the query string (a comparison) is read once the page
 * is in the browser; a filtered URL is rendered on the server with its filters (`initial`).
 */
export function useUrlFilters(knownCodes: readonly string[], initial?: LayoutFilters) {
  const [filters, setFilters] = useState<LayoutFilters>(initial ?? { compare: [] });
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFilters(parseFilters(window.location.search, knownCodes));
  }, [knownCodes]);

  const update = useCallback(
    (change: (current: LayoutFilters) => LayoutFilters) => {
      const next = change(filters);
      setFilters(next);
      const url = `${window.location.pathname}${filtersToSearch(next)}${window.location.hash}`;
      // Replace, not push: the back button leaves the page instead of undoing each click.
      window.history.replaceState(window.history.state, "", url);
    },
    [filters],
  );
  return { filters, update };
}
