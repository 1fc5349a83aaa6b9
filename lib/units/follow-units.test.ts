import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followUnits } from "./follow-units";

/** A stand-in for the browser's EventSource that a test drives by hand. */
class FakeSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeSource[] = [];
  readyState = FakeSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();

  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  open() {
    this.readyState = FakeSource.OPEN;
    this.onopen?.();
  }
  send(data: object, lastEventId: string, type = "message") {
    const event = { data: JSON.stringify(data), lastEventId } as MessageEvent<string>;
    if (type === "message") this.onmessage?.(event);
    else this.listeners.get(type)?.(event);
  }
  fail(closed: boolean) {
    if (closed) this.readyState = FakeSource.CLOSED;
    this.onerror?.();
  }
}

const units = [
  { id: "A-06-01", type: "A1", tower: "A", floor: 6, status: "sold", price: 400_000 },
  { id: "A-06-02", type: "A1", tower: "A", floor: 6, status: "held", price: 400_000 },
];

function follow() {
  const seen: unknown[] = [];
  const fetch = vi.fn(async () => Response.json(units));
  const stop = followUnits(
    {
      all: (statuses) => seen.push(["all", statuses]),
      one: (id, status) => seen.push(["one", id, status]),
      state: (state) => seen.push(["state", state]),
    },
    {
      pollMs: 5000,
      EventSource: FakeSource as unknown as typeof EventSource,
      fetch: fetch as unknown as typeof globalThis.fetch,
    },
  );
  return { seen, fetch, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.opened = [];
});
afterEach(() => vi.useRealTimers());

describe("following the units' statuses in the browser", () => {
  it("takes the snapshot, then each change, and ignores a status it does not know", () => {
    const { seen, stop } = follow();
    const [source] = FakeSource.opened as [FakeSource];
    expect(source.url).toBe("/api/units/events");
    source.open();
    source.send({ "A-06-01": "available", "A-06-02": "booked" }, "7", "snapshot");
    source.send({ id: "A-06-01", status: "held" }, "8");
    source.send({ id: "A-06-01", status: "demolished" }, "9");
    expect(seen).toEqual([
      ["state", "live"],
      ["all", { "A-06-01": "available", "A-06-02": "booked" }],
      ["one", "A-06-01", "held"],
    ]);
    stop();
  });

  it("opens the stream again from the last id seen when the server refused it", async () => {
    const { stop } = follow();
    const [first] = FakeSource.opened as [FakeSource];
    first.open();
    first.send({ id: "A-06-01", status: "held" }, "41");
    first.fail(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeSource.opened.map((source) => source.url)).toEqual([
      "/api/units/events",
      "/api/units/events?lastEventId=41",
    ]);
    expect(first.readyState).toBe(FakeSource.CLOSED);
    stop();
  });

  it("polls /api/units while the stream keeps failing, and stops polling once it opens", async () => {
    const { seen, fetch, stop } = follow();
    for (const wait of [2000, 4000, 0]) {
      (FakeSource.opened.at(-1) as FakeSource).fail(true);
      await vi.advanceTimersByTimeAsync(wait);
    }
    expect(FakeSource.opened).toHaveLength(3);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/api/units", { cache: "no-store" });
    expect(seen).toContainEqual(["all", { "A-06-01": "sold", "A-06-02": "held" }]);
    expect(seen).toContainEqual(["state", "polling"]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(25_000);
    expect(FakeSource.opened).toHaveLength(4);
    const retried = FakeSource.opened.at(-1) as FakeSource;
    retried.open();
    const calls = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetch).toHaveBeenCalledTimes(calls);
    expect(seen.at(-1)).toEqual(["state", "live"]);
    stop();
  });
});
