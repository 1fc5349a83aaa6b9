/** Follow-up days are calendar days in Malaysia time (`2026-11-25`), where the sales team works. */

/** Whether a follow-up day has passed (the day itself is due, not yet overdue). */
export const isOverdue = (day: string | null, today: string) => day !== null && day < today;

/** How far ahead a follow-up may be set: two years covers any sales cycle of a launch. */
export const MAX_FOLLOW_UP_DAYS = 730;
