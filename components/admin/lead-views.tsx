import Link from "next/link";
import { filterQuery, type LeadFilter } from "@/lib/leads/filters";

const views: { label: string; filter: LeadFilter }[] = [
  { label: "All leads", filter: {} },
  { label: "My leads", filter: { owner: "me" } },
  { label: "Unassigned", filter: { owner: "none" } },
  { label: "My due today", filter: { owner: "me", due: "today" } },
  { label: "My overdue follow-ups", filter: { owner: "me", due: "overdue" } },
  { label: "All due today", filter: { due: "today" } },
  { label: "All overdue", filter: { due: "overdue" } },
  { label: "Untouched for 24 h", filter: { untouched: "1" } },
];

/** Starting points of a working day; each is a filter in the URL, so it can be bookmarked. */
export function LeadViews({ filter }: { filter: LeadFilter }) {
  return (
    // One row that scrolls sideways on a phone (the first lead stays on the first screen).
    <nav aria-label="Lead views" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        {views.map((view) => {
          const query = filterQuery(view.filter);
          const active = filterQuery(filter) === query;
          return (
            <li key={view.label}>
              <Link
                href={query ? `/admin/leads?${query}` : "/admin/leads"}
                aria-current={active ? "page" : undefined}
                className={`block rounded-full border px-4 py-1.5 text-sm whitespace-nowrap ${
                  active
                    ? "border-navy bg-navy font-semibold text-white"
                    : "border-line bg-surface hover:border-navy"
                }`}
              >
                {view.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
