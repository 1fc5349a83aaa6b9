import { daysOverdue } from "@/lib/leads/follow-up";
import { formatDay } from "@/lib/time/malaysia";

/** "Follow up 25 Nov 2026", "Due today", or "Overdue 3 days: …" in red once the day has passed. */
export function FollowUpNote({ day, today }: { day: string | null; today: string }) {
  if (!day) return null;
  const late = daysOverdue(day, today);
  if (late === 0)
    return <span className="mt-1 block text-xs font-semibold text-amber-900">Due today</span>;
  return (
    <span
      className={`mt-1 block text-xs ${late > 0 ? "font-semibold text-red-800" : "text-muted"}`}
    >
      {late > 0 ? `Overdue ${late} ${late === 1 ? "day" : "days"}: ` : "Follow up "}
      {formatDay(day)}
    </span>
  );
}
