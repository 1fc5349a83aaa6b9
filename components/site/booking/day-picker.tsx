import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { formatDayMonth, formatWeekday } from "@/lib/time/malaysia";
import type { DayAvailability } from "@/server/booking/free-slots";

interface DayPickerProps {
  days: DayAvailability[];
  chosen: string | undefined;
  locale: string;
  /** The page the day links go to (`/book`, or a visit's manage page). */
  pathname: string;
}

/** The open days as plain links (`?day=`): choosing one needs no JavaScript. */
export async function DayPicker({ days, chosen, locale, pathname }: DayPickerProps) {
  const t = await getTranslations("Booking");
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {days.map(({ day, slots }) => {
        const free = slots.filter((slot) => slot.free > 0).length;
        const current = day === chosen;
        return (
          <li key={day}>
            <Link
              href={{ pathname, query: { day } }}
              scroll={false}
              aria-current={current ? "date" : undefined}
              className={`flex min-h-16 flex-col justify-center rounded-brand border px-3 py-2 text-sm transition hover:border-accent-text ${current ? "border-accent-text bg-accent/10 ring-2 ring-accent/40" : "border-line bg-surface"}`}
            >
              {/* Weekday and date on lines of their own: the full date wrapped unevenly. */}
              <span className="font-semibold">{formatWeekday(day, locale)}</span>
              <span>{formatDayMonth(day, locale)}</span>
              <span className="text-xs text-muted">
                {free ? t("dayFree", { count: free }) : t("dayFull")}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
