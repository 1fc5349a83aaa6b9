import { isOverdue } from "@/lib/leads/follow-up";
import { formatDay } from "@/lib/time/malaysia";

/** "Follow up 25 Nov 2026", or "Overdue: …" in red once the day has passed. */
export function FollowUpNote({ day, today }: { day: string | null; today: string }) {
  if (!day) return null;
  const overdue = isOverdue(day, today);
  return (
    <span className={`mt-1 block text-xs ${overdue ? "font-semibold text-red-800" : "text-muted"}`}>
      {overdue ? "Overdue: " : "Follow up "}
      {formatDay(day)}
    </span>
  );
}
