import type { Viewer } from "@/server/access/leads";
import Link from "next/link";
import { VisitList } from "@/components/admin/visit-list";
import { formatCount } from "@/lib/leads/dashboard-labels";
import { addDays, dayStartUtc, formatShortDateTime, malaysiaDay } from "@/lib/time/malaysia";
import { visitsBetween } from "@/server/booking/desk";
import { getDb } from "@/server/db/client";
import { myDay } from "@/server/leads/workload";

const card = "block rounded-brand border border-line bg-surface p-4 hover:border-navy sm:p-5";

function CountLink(props: {
  href: string;
  label: string;
  value: number;
  note: string;
  alert?: boolean;
}) {
  return (
    <Link href={props.href} className={card}>
      <span className="block text-xs font-semibold tracking-[0.12em] text-muted uppercase">
        {props.label}
      </span>
      <span
        className={`mt-2 block font-display text-4xl leading-none tabular-nums ${props.alert && props.value ? "text-red-800" : ""}`}
      >
        {formatCount(props.value)}
      </span>
      <span className="mt-2 block text-sm text-muted">
        {props.note} <span aria-hidden="true">→</span>
      </span>
    </Link>
  );
}

/** A salesperson's dashboard: their calls for today, the pool to take from, their visits today. */
export async function SalesDay({
  staff,
  denied,
}: {
  staff: Viewer & { name: string };
  /** Sent here from a page that is not theirs (`?denied=1`). */
  denied: boolean;
}) {
  const db = getDb();
  const now = new Date();
  const today = malaysiaDay(now);
  const [counts, visits] = await Promise.all([
    myDay(db, staff.id, today),
    visitsBetween(db, dayStartUtc(today), dayStartUtc(addDays(today, 1)), staff, {
      ownerId: staff.id,
    }),
  ]);
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-text uppercase">
            Lead desk
          </p>
          <h1 className="mt-1 font-display text-4xl">My day</h1>
        </div>
        <p className="text-sm text-muted">
          <time dateTime={now.toISOString()}>{formatShortDateTime(now)}</time>, Malaysia time
        </p>
      </header>
      {denied && (
        <p
          role="status"
          className="rounded-brand border border-line border-s-4 border-s-accent bg-surface px-4 py-3 text-sm"
        >
          <strong className="font-semibold">That page is for admins.</strong> Ask an admin if you
          need something from it.
        </p>
      )}
      <nav aria-label="My work" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <CountLink
          href="/admin/leads?owner=me&due=today"
          label="Due today"
          value={counts.dueToday}
          note="my follow-ups for today"
        />
        <CountLink
          href="/admin/leads?owner=me&due=overdue"
          label="Overdue"
          value={counts.overdue}
          note="my follow-ups past their day"
          alert
        />
        <CountLink
          href="/admin/leads?owner=none&status=new"
          label="New, unassigned"
          value={counts.pool}
          note="leads nobody has taken yet"
        />
      </nav>
      <section aria-labelledby="my-visits" className="grid gap-3">
        <h2 id="my-visits" className="font-display text-2xl">
          My visits today
        </h2>
        <VisitList visits={visits} back="/admin" now={now.toISOString()} />
      </section>
    </div>
  );
}
