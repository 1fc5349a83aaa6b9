const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const unit = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How long ago `iso` was, to the minute, in at most two units: "3 h 5 min", "2 days 4 h". */
export function formatAge(iso: string, now: Date): string {
  const ms = Math.max(0, now.getTime() - Date.parse(iso));
  if (ms < MINUTE) return "under a minute";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) {
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    return `${Math.floor(ms / HOUR)} h${minutes ? ` ${minutes} min` : ""}`;
  }
  const hours = Math.floor((ms % DAY) / HOUR);
  return `${unit(Math.floor(ms / DAY), "day")}${hours ? ` ${hours} h` : ""}`;
}
