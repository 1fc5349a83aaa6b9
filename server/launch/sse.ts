import type { UnitEvent } from "./unit-events";

/**
 * The text of `GET /api/units/events` (an HTML event stream). A change is
 * `id: <event number>` and `data: {"id":"A-12-03","status":"held"}`; the snapshot is
 * `event: snapshot` with `data: {"A-01-01":"available",…}` (every unit). Each carries the id a
 * client resumes from (its Last-Event-ID).
 */

/** How long a browser waits before it reconnects; sent first. */
export const RETRY_MS = 2000;
export const RETRY = `retry: ${RETRY_MS}\n\n`;

/** A comment: keeps proxies and the browser from taking a quiet stream for a dead one. */
export const HEARTBEAT = ": keep-alive\n\n";

/**
 * Changes, ascending by number. Each one's id is its number, or the floor when that is lower (an
 * earlier number is still missing): a resume then reads again from below the missing one.
 */
export function formatChanges(events: readonly UnitEvent[], floor: number): string {
  return events
    .map(
      (event) =>
        `id: ${Math.min(event.seq, floor)}\ndata: ${JSON.stringify({ id: event.id, status: event.status })}\n\n`,
    )
    .join("");
}

export function formatSnapshot(statuses: Record<string, string>, cursor: number): string {
  return `event: snapshot\nid: ${cursor}\ndata: ${JSON.stringify(statuses)}\n\n`;
}

/** A Last-Event-ID (header or `?lastEventId=`) as an event number; null when absent or invalid. */
export function parseLastEventId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}
