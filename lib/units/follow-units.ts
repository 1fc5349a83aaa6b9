import { isUnitStatus, type UnitStatus } from "./statuses";

/** What a page does with the live feed of unit statuses. */
export interface UnitFeedHandlers {
  /** Every unit's status: the stream's snapshot, or a poll of /api/units. */
  all(statuses: Record<string, UnitStatus>): void;
  /** One unit's new status. */
  one(id: string, status: UnitStatus): void;
  /** live: the stream is open; polling: it failed, /api/units is read instead; waiting: neither yet. */
  state?(state: "live" | "polling" | "waiting"): void;
}

export interface FollowOptions {
  /** How often /api/units is read while the stream fails. */
  pollMs: number;
  /** Stand-ins for the browser's, for tests. */
  EventSource?: typeof EventSource;
  fetch?: typeof fetch;
}

const STREAM = "/api/units/events";
const LIST = "/api/units";
/** Streams that fail in a row before the page polls instead (it still tries the stream again). */
const FAILURES_BEFORE_POLLING = 3;
const STREAM_RETRY_MS = 30_000;

/**
 * Follows every unit's status from the live feed (`GET /api/units/events`). The browser
 * reconnects a dropped stream by itself with Last-Event-ID; a stream it gives up on (the server
 * answered 503 while stopping or full) is opened again here from the last id seen. When the
 * stream keeps failing, or the browser has no EventSource, /api/units is polled, and the stream
 * tried again now and then. Returns a function that stops everything.
 */
export function followUnits(handlers: UnitFeedHandlers, options: FollowOptions): () => void {
  const Source = options.EventSource ?? globalThis.EventSource;
  const get = options.fetch ?? globalThis.fetch.bind(globalThis);
  let source: EventSource | undefined;
  let lastId: string | undefined;
  let failures = 0;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;

  const readList = async () => {
    try {
      const response = await get(LIST, { cache: "no-store" });
      if (!response.ok || stopped) return;
      const units = (await response.json()) as { id: string; status: string }[];
      handlers.all(statusMap(units.map((unit) => [unit.id, unit.status])));
      if (!source) handlers.state?.("polling");
    } catch {
      // Offline for now: the next poll tries again.
    }
  };

  const startPolling = () => {
    if (poll || stopped) return;
    void readList();
    poll = setInterval(() => void readList(), options.pollMs);
  };

  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };

  const open = () => {
    if (stopped) return;
    if (!Source) return startPolling();
    const url =
      lastId === undefined ? STREAM : `${STREAM}?lastEventId=${encodeURIComponent(lastId)}`;
    const current = new Source(url);
    source = current;
    current.onopen = () => {
      failures = 0;
      stopPolling();
      handlers.state?.("live");
    };
    current.addEventListener("snapshot", (event) => {
      const message = event as MessageEvent<string>;
      lastId = message.lastEventId || lastId;
      handlers.all(statusMap(Object.entries(JSON.parse(message.data) as Record<string, string>)));
    });
    current.onmessage = (message: MessageEvent<string>) => {
      lastId = message.lastEventId || lastId;
      const change = JSON.parse(message.data) as { id: string; status: string };
      if (isUnitStatus(change.status)) handlers.one(change.id, change.status);
    };
    current.onerror = () => {
      failures += 1;
      // CONNECTING: the browser is trying again by itself, unless it keeps failing.
      if (current.readyState !== Source.CLOSED && failures < FAILURES_BEFORE_POLLING) return;
      current.close();
      source = undefined;
      handlers.state?.(failures >= FAILURES_BEFORE_POLLING ? "polling" : "waiting");
      if (failures >= FAILURES_BEFORE_POLLING) startPolling();
      clearTimeout(retry);
      retry = setTimeout(
        open,
        failures >= FAILURES_BEFORE_POLLING ? STREAM_RETRY_MS : 2000 * failures,
      );
    };
  };

  open();
  return () => {
    stopped = true;
    source?.close();
    clearTimeout(retry);
    stopPolling();
  };
}

function statusMap(entries: [string, string][]): Record<string, UnitStatus> {
  return Object.fromEntries(
    entries.filter((entry): entry is [string, UnitStatus] => isUnitStatus(entry[1])),
  );
}
