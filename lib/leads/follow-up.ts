/** Follow-up days are calendar days in Malaysia time (`2026-11-25`), where the sales team works. */

/** Whether a follow-up day has passed (the day itself is due, not yet overdue). */
export const isOverdue = (day: string | null, today: string) => day !== null && day < today;

/** How far ahead a follow-up may be set: two years covers any sales cycle of a launch. */
export const MAX_FOLLOW_UP_DAYS = 730;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from a follow-up day to today: 0 due today, 2 two days late, negative still ahead. */
export const daysOverdue = (day: string, today: string): number =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
