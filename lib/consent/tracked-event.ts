/** First-party cookie carrying `<event>.<id>` from a server post to the page that reports it. */
export const TRACKED_EVENT_COOKIE = "skyhaven_event";

/** Reads and clears the cookie in the browser: the event is reported once. */
export function takeTrackedEvent(): { name: string; id: string } | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${TRACKED_EVENT_COOKIE}=([^;]+)`));
  if (!match) return null;
  document.cookie = `${TRACKED_EVENT_COOKIE}=; path=/; max-age=0; samesite=lax`;
  const [name, ...rest] = decodeURIComponent(match[1] ?? "").split(".");
  const id = rest.join(".");
  return name && /^[\w-]{1,64}$/.test(id) ? { name, id } : null;
}
