/** Event numbers not read yet although a higher one was: inclusive, and since when missing. */
interface Gap {
  from: number;
  to: number;
  since: number;
}

/** At most this many separate gaps are looked for; beyond, the oldest are given up. */
const MAX_GAPS = 100;

/**
 * The live feed's missing event numbers (server/launch/live-feed.ts), lowest first. A gap is a
 * change still committing, or one rolled back that never will: it is looked for until it is
 * filled or expires.
 */
export class EventGaps {
  #gaps: Gap[] = [];

  clear(): void {
    this.#gaps = [];
  }

  /** The lowest missing number, or undefined when nothing is missing. */
  lowest(): number | undefined {
    return this.#gaps[0]?.from;
  }

  ranges(): { from: number; to: number }[] {
    return this.#gaps.map(({ from, to }) => ({ from, to }));
  }

  /** `seq` was read right after `high`: the numbers between them are missing. */
  addBetween(high: number, seq: number, now: number): void {
    if (seq > high + 1) this.#add({ from: high + 1, to: seq - 1, since: now });
  }

  /** The numbers in (after, upTo] that `present` (ascending) lacks are missing. */
  addMissing(after: number, upTo: number, present: readonly { seq: number }[], now: number): void {
    let high = after;
    for (const { seq } of present) {
      if (seq > upTo) break;
      this.addBetween(high, seq, now);
      high = seq;
    }
    this.addBetween(high, upTo + 1, now);
  }

  /** Whether `seq` was missing; it no longer is. */
  fill(seq: number): boolean {
    const index = this.#gaps.findIndex((gap) => gap.from <= seq && seq <= gap.to);
    if (index < 0) return false;
    const gap = this.#gaps[index] as Gap;
    const parts = [
      { ...gap, to: seq - 1 },
      { ...gap, from: seq + 1 },
    ].filter((part) => part.from <= part.to);
    this.#gaps.splice(index, 1, ...parts);
    return true;
  }

  /** Gives up the gaps missing since before `before`: their changes were rolled back. */
  expire(before: number): void {
    this.#gaps = this.#gaps.filter((gap) => gap.since >= before);
  }

  #add(gap: Gap): void {
    // Gaps are added above every earlier one, so the list stays in order.
    this.#gaps.push(gap);
    if (this.#gaps.length > MAX_GAPS) this.#gaps.splice(0, this.#gaps.length - MAX_GAPS);
  }
}
