import type { Metadata } from "next";
import { LeadFilters } from "@/components/admin/lead-filters";
import { LeadTable } from "@/components/admin/lead-table";
import { LiveUpdates } from "@/components/admin/live-updates";
import { Pager } from "@/components/admin/pager";
import { filterQuery, hasFilter, parseLeadFilter } from "@/lib/leads/filters";
import { requireStaff } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { listLeads } from "@/server/leads/list";

export const metadata: Metadata = { title: "Leads" };

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function LeadsPage({ searchParams }: PageProps) {
  await requireStaff();
  const params = await searchParams;
  const filter = parseLeadFilter(params);
  const after = one(params.after);
  const before = one(params.before);
  const page = await listLeads(getDb(), filter, { after, before });
  const firstPage = !after && !before;
  const newest = firstPage ? (page.leads[0]?.latestAt ?? null) : null;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl">Leads</h1>
          <p className="text-sm text-muted">
            {page.total.toLocaleString("en-MY")} {page.total === 1 ? "person" : "people"}
            {hasFilter(filter) ? " match" : ""}; repeats are grouped with each person&apos;s first
            registration.
          </p>
        </div>
        <a
          href={`/admin/leads/export?${filterQuery(filter)}`}
          className="rounded-brand border border-line bg-surface px-4 py-2 text-sm font-semibold"
        >
          Export CSV
        </a>
      </div>
      <LeadFilters filter={filter} />
      {firstPage ? <LiveUpdates since={newest} /> : null}
      <LeadTable leads={page.leads} />
      <Pager filter={filter} newer={page.newer} older={page.older} />
    </div>
  );
}
