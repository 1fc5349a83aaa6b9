import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { listUnitStatuses } from "../units/public-list";
import { EventGaps } from "./event-gaps";
import { formatChanges, formatSnapshot, HEARTBEAT, parseLastEventId, RETRY } from "./sse";
import {
  latestUnitEvent,
  unitEventBounds,
  unitEventsAfter,
  unitEventsInRanges,
  type UnitEvent,
} from "./unit-events";

/** Wakes the feed when a change may have committed (PostgreSQL LISTEN); closed when idle. */
export type NotificationSource = (wake: () => void) => { close(): Promise<void> };

/** Where a listener's stream goes: the text of the event stream, and its end. */
export interface ListenerSink {
  write(text: string): void;
  end(): void;
}

export interface FeedOptions {
  db: Kysely<Database>;
  notifications?: NotificationSource;
  /** The fallback poll: SQLite's only wake-up, and PostgreSQL's when a notification is lost. */
  pollMs?: number;
  /** How long a missing event number is looked for before it counts as rolled back. */
  gapMs?: number;
  /** How long the feed keeps reading after its last listener left (a page reload comes back). */
  lingerMs?: number;
  heartbeatMs?: number;
  maxListeners?: number;
  onError?: (error: unknown) => void;
  onListeners?: (count: number) => void;
}

const PAGE = 500;
/** A resume further back than this many events gets a snapshot: 688 statuses are less to send. */
const MAX_CATCH_UP = 2000;
/** At start, the last events searched for numbers still uncommitted. */
const START_SCAN = 256;

const bySeq = (a: UnitEvent, b: UnitEvent) => a.seq - b.seq;

/**
 * One process's live feed of unit status changes (`GET /api/units/events`): while anybody
 * listens, it reads `unit_events` after the last number it has, when woken by a notification and
 * on a short poll, and sends what it finds to every listener. Every instance reads the shared
 * table, so a change committed on any instance reaches the listeners of all of them.
 *
 * PostgreSQL hands out event numbers at insert and commits them in any order: 12 may be read
 * while 11 is still uncommitted. A missing number is a gap that is read again on every wake until
 * it arrives or `gapMs` passes (a rolled-back change leaves one for good), so a late commit is
 * still sent. The feed's floor is the number below which nothing more can arrive; it is the SSE
 * id sent with each event when lower than the event's own number, so a listener that resumes
 * from its Last-Event-ID reads again from below the gap: a resume may repeat a change, never skip
 * one. No listener is sent one event twice.
 */
export class UnitFeed {
  readonly #options: Required<Omit<FeedOptions, "notifications">> &
    Pick<FeedOptions, "notifications">;
  readonly #listeners = new Set<Listener>();
  readonly #gaps = new EventGaps();
  #high = 0;
  #started: Promise<void> | undefined;
  #running = false;
  #closed = false;
  #reading = false;
  #again = false;
  #timers: ReturnType<typeof setInterval>[] = [];
  #linger: ReturnType<typeof setTimeout> | undefined;
  #notifications: { close(): Promise<void> } | undefined;

  constructor(options: FeedOptions) {
    this.#options = {
      pollMs: 500,
      gapMs: 10_000,
      lingerMs: 30_000,
      heartbeatMs: 15_000,
      maxListeners: 2000,
      onError: () => {},
      onListeners: () => {},
      ...options,
    };
  }

  get listeners(): number {
    return this.#listeners.size;
  }

  /** The highest event number below which every event has been sent (or given up on). */
  floor(): number {
    const lowest = this.#gaps.lowest();
    return lowest === undefined ? this.#high : lowest - 1;
  }

  /**
   * A new listener, or null when the feed is closed (the server is stopping) or full. Nothing is
   * sent until `begin`; what the feed reads meanwhile is kept for it.
   */
  open(sink: ListenerSink): Listener | null {
    if (this.#closed || this.#listeners.size >= this.#options.maxListeners) return null;
    const listener = new Listener(this, sink);
    this.#listeners.add(listener);
    clearTimeout(this.#linger);
    this.#options.onListeners(this.#listeners.size);
    return listener;
  }

  /** Ends every stream and stops reading; later listeners are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const listener of [...this.#listeners]) listener.close();
    await this.#stop();
  }

  /** @internal */
  remove(listener: Listener): void {
    if (!this.#listeners.delete(listener)) return;
    this.#options.onListeners(this.#listeners.size);
    if (this.#listeners.size === 0 && !this.#closed) {
      clearTimeout(this.#linger);
      this.#linger = setTimeout(() => void this.#stop(), this.#options.lingerMs);
      this.#linger.unref?.();
    }
  }

  /** @internal Starts reading if it is not already; resolves once the floor is known. */
  ensureStarted(): Promise<void> {
    this.#started ??= this.#start().catch((error: unknown) => {
      this.#started = undefined;
      throw error;
    });
    return this.#started;
  }

  /** @internal Every event after `after`, or null when they cannot all be read (snapshot instead). */
  async catchUp(after: number): Promise<UnitEvent[] | null> {
    const { oldest, latest } = await unitEventBounds(this.#options.db);
    // After the newest event: a number from another database (or one since reset).
    if (after > latest) return null;
    // Events after it have been removed from the table.
    if (latest > 0 && after < oldest - 1) return null;
    if (latest - after > MAX_CATCH_UP) return null;
    return this.#readAfter(after);
  }

  /** @internal */
  readStatuses() {
    return listUnitStatuses(this.#options.db);
  }

  async #start(): Promise<void> {
    const { db } = this.#options;
    const latest = await latestUnitEvent(db);
    // Numbers below the newest that are missing may belong to changes still committing.
    const from = Math.max(0, latest - START_SCAN);
    const recent = await unitEventsAfter(db, from, START_SCAN);
    this.#high = latest;
    this.#gaps.clear();
    this.#gaps.addMissing(from, latest, recent, Date.now());
    this.#running = true;
    const read = () => void this.#read();
    this.#timers = [
      setInterval(read, this.#options.pollMs),
      setInterval(() => this.#heartbeat(), this.#options.heartbeatMs),
    ];
    for (const timer of this.#timers) timer.unref?.();
    this.#notifications = this.#options.notifications?.(read);
    if (this.#closed) await this.#stop();
  }

  async #stop(): Promise<void> {
    clearTimeout(this.#linger);
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
    this.#running = false;
    this.#started = undefined;
    const notifications = this.#notifications;
    this.#notifications = undefined;
    await notifications?.close();
  }

  async #readAfter(after: number): Promise<UnitEvent[]> {
    const events: UnitEvent[] = [];
    for (let cursor = after; ;) {
      const page = await unitEventsAfter(this.#options.db, cursor, PAGE);
      events.push(...page);
      if (page.length < PAGE) return events;
      cursor = (page.at(-1) as UnitEvent).seq;
    }
  }

  async #read(): Promise<void> {
    if (!this.#running) return;
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = true;
    try {
      do {
        this.#again = false;
        await this.#readOnce();
      } while (this.#again && this.#running);
    } catch (error) {
      this.#options.onError(error);
    } finally {
      this.#reading = false;
    }
  }

  async #readOnce(): Promise<void> {
    const now = Date.now();
    const floorBefore = this.floor();
    const filled = await unitEventsInRanges(this.#options.db, this.#gaps.ranges());
    const fresh = await this.#readAfter(this.#high);
    if (!this.#running) return;
    const batch = filled.filter((event) => this.#gaps.fill(event.seq));
    for (const event of fresh) {
      if (event.seq <= this.#high) continue;
      this.#gaps.addBetween(this.#high, event.seq, now);
      this.#high = event.seq;
      batch.push(event);
    }
    this.#gaps.expire(now - this.#options.gapMs);
    const floor = this.floor();
    if (batch.length === 0 && floor === floorBefore) return;
    batch.sort(bySeq);
    for (const listener of [...this.#listeners]) listener.receive(batch, floor);
  }

  #heartbeat(): void {
    for (const listener of [...this.#listeners]) listener.heartbeat();
  }
}

/** One open stream. */
export class Listener {
  #state: "starting" | "live" | "ended" = "starting";
  /** What the feed read while this listener was starting. */
  #buffer: UnitEvent[] = [];
  /** Events sent from a catch-up read that the feed has not passed yet: it may still send them. */
  readonly #pending = new Set<number>();

  constructor(
    private readonly feed: UnitFeed,
    private readonly sink: ListenerSink,
  ) {}

  /**
   * Starts the stream: the events after `lastEventId` when the table still holds them all, else
   * (no id, an invalid or too old one) a snapshot of every unit's status; then the live changes.
   */
  async begin(lastEventId: string | null): Promise<void> {
    try {
      this.#write(RETRY);
      await this.feed.ensureStarted();
      if (this.#state !== "starting") return;
      const startFloor = this.feed.floor();
      const after = parseLastEventId(lastEventId);
      const missed = after === null ? null : await this.feed.catchUp(after);
      const statuses = missed ? null : await this.feed.readStatuses();
      if (this.#state !== "starting") return;
      const floor = this.feed.floor();
      const buffered = this.#buffer;
      this.#buffer = [];
      this.#state = "live";
      if (statuses) {
        // Everything up to startFloor committed before the statuses were read; what the feed read
        // since follows (a change read twice just sets the same status again).
        this.#write(formatSnapshot(statuses, startFloor));
        this.#send(buffered.sort(bySeq), floor);
        return;
      }
      const seen = new Set<number>();
      const events = [...(missed as UnitEvent[]), ...buffered]
        .filter((event) => !seen.has(event.seq) && Boolean(seen.add(event.seq)))
        .sort(bySeq);
      for (const event of missed as UnitEvent[])
        if (event.seq > floor) this.#pending.add(event.seq);
      this.#send(events, floor);
    } catch (error) {
      // The database did not answer: the client reconnects after the retry time and resumes.
      this.close();
      throw error;
    }
  }

  /** @internal A batch the feed read, ascending, and the feed's floor after it. */
  receive(events: UnitEvent[], floor: number): void {
    if (this.#state === "starting") {
      this.#buffer.push(...events);
      return;
    }
    if (this.#state !== "live") return;
    const unsent = this.#pending.size
      ? events.filter((event) => !this.#pending.delete(event.seq))
      : events;
    for (const seq of this.#pending) if (seq <= floor) this.#pending.delete(seq);
    this.#send(unsent, floor);
  }

  /** @internal */
  heartbeat(): void {
    if (this.#state === "live") this.#write(HEARTBEAT);
  }

  /** Ends the stream (client gone, server stopping); safe to call more than once. */
  close(): void {
    if (this.#state === "ended") return;
    this.#state = "ended";
    this.#buffer = [];
    this.feed.remove(this);
    try {
      this.sink.end();
    } catch {
      // Already closed by the client.
    }
  }

  #send(events: UnitEvent[], floor: number): void {
    if (events.length) this.#write(formatChanges(events, floor));
  }

  #write(text: string): void {
    if (this.#state === "ended") return;
    try {
      this.sink.write(text);
    } catch {
      // The client went away between two writes.
      this.close();
    }
  }
}
