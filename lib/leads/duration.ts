const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A wait in the largest two units that matter to a salesperson: "45 min", "3 h 20 min", "2 d 4 h". */
export function formatWait(ms: number): string {
  if (ms < MINUTE) return "under 1 min";
  if (ms < HOUR) return `${Math.round(ms / MINUTE)} min`;
  if (ms < DAY) {
    const hours = Math.floor(ms / HOUR);
    const minutes = Math.round((ms - hours * HOUR) / MINUTE);
    return minutes && minutes < 60
      ? `${hours} h ${minutes} min`
      : `${minutes === 60 ? hours + 1 : hours} h`;
  }
  const days = Math.floor(ms / DAY);
  const hours = Math.round((ms - days * DAY) / HOUR);
  return hours && hours < 24 ? `${days} d ${hours} h` : `${hours === 24 ? days + 1 : days} d`;
}
