"use client";

import { useEffect } from "react";

/**
 * The old single-page site installed a service worker that would keep serving its stale app.
 * As the old site itself did, unregister every service worker on load.
 */
export function ServiceWorkerCleanup() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .getRegistrations()
      .then((registrations) =>
        Promise.all(registrations.map((registration) => registration.unregister())),
      )
      .catch((error: unknown) =>
        console.error("Could not unregister the old service worker", error),
      );
  }, []);
  return null;
}
