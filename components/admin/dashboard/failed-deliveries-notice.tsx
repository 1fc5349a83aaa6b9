import Link from "next/link";
import { formatCount } from "@/lib/leads/dashboard-labels";

/** For admins: messages that gave up need someone to look, so the dashboard says so first. */
export function FailedDeliveriesNotice({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <section
      aria-labelledby="failed-deliveries"
      className="mt-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-brand border border-line border-s-4 border-s-red-800 bg-surface px-4 py-3"
    >
      <div>
        <h2 id="failed-deliveries" className="font-semibold text-red-800">
          {count === 1 ? "1 message gave up" : `${formatCount(count)} messages gave up`}
        </h2>
        <p className="text-sm text-muted">
          Emails or webhooks that failed every attempt. They are not sent until someone retries
          them.
        </p>
      </div>
      <Link
        href="/admin/deliveries"
        className="rounded-brand border border-line px-4 py-2 text-sm font-semibold whitespace-nowrap"
      >
        Review deliveries <span aria-hidden="true">→</span>
      </Link>
    </section>
  );
}
