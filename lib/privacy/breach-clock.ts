/**
 * The notice deadlines of a personal-data breach under Malaysia's PDPA s.12B (Personal Data
 * Protection (Amendment) Act 2024) and the Commissioner's Data Breach Notification Guideline:
 * the Commissioner within 72 hours of the controller becoming aware of the breach, and the people
 * affected, where it is likely to cause them significant harm, within 7 days of that notice.
 */
export const COMMISSIONER_NOTICE_HOURS = 72;
export const PEOPLE_NOTICE_DAYS = 7;

const HOUR_MS = 3_600_000;

export type NoticeClock =
  | { state: "due"; deadline: string; msLeft: number }
  | { state: "overdue"; deadline: string; msLate: number }
  | { state: "sent"; deadline: string; at: string; late: boolean };

/** The Commissioner's notice: when it is due, and how it stands at `now`. */
export function commissionerClock(
  breach: { found_at: string; commissioner_notified_at: string | null },
  now: Date,
): NoticeClock {
  const deadlineMs = Date.parse(breach.found_at) + COMMISSIONER_NOTICE_HOURS * HOUR_MS;
  const deadline = new Date(deadlineMs).toISOString();
  if (breach.commissioner_notified_at) {
    const at = breach.commissioner_notified_at;
    return { state: "sent", deadline, at, late: Date.parse(at) > deadlineMs };
  }
  const left = deadlineMs - now.getTime();
  return left >= 0
    ? { state: "due", deadline, msLeft: left }
    : { state: "overdue", deadline, msLate: -left };
}

/** When the people affected are to be told: 7 days after the Commissioner's notice (null before it). */
export function peopleNoticeDeadline(commissionerNotifiedAt: string | null): string | null {
  if (!commissionerNotifiedAt) return null;
  return new Date(
    Date.parse(commissionerNotifiedAt) + PEOPLE_NOTICE_DAYS * 24 * HOUR_MS,
  ).toISOString();
}

/** "41 h 12 min", "3 days 2 h", "12 min": a duration as the register shows it. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1_440);
  const hours = Math.floor((minutes % 1_440) / 60);
  const mins = minutes % 60;
  if (days >= 2) return `${days} days ${hours} h`;
  const totalHours = days * 24 + hours;
  return totalHours ? `${totalHours} h ${mins} min` : `${mins} min`;
}

/** The clock in words: "41 h 12 min left", "Overdue by 3 h 5 min", "Sent 2 h before the deadline". */
export function describeClock(clock: NoticeClock): string {
  if (clock.state === "due") return `${formatDuration(clock.msLeft)} left`;
  if (clock.state === "overdue") return `Overdue by ${formatDuration(clock.msLate)}`;
  return clock.late ? "Notified late" : "Notified in time";
}
