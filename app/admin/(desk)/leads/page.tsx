import type { Metadata } from "next";
import Link from "next/link";
import { BULK_ASSIGN_FORM, BulkAssignForm } from "@/components/admin/bulk-assign-form";
import { ExportForm } from "@/components/admin/export-form";
import { LeadFilters } from "@/components/admin/lead-filters";
import { LeadList } from "@/components/admin/lead-list";
import { LeadViews } from "@/components/admin/lead-views";
import { LiveUpdates } from "@/components/admin/live-updates";
import { Pager } from "@/components/admin/pager";
import { filterQuery, hasFilter, parseLeadFilter, resolveOwner } from "@/lib/leads/filters";
import { requireStaff } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { listLeads } from "@/server/leads/list";
import { ownerOptions } from "@/server/leads/owners";
import { malaysiaDay } from "@/lib/time/malaysia";

export const metadata: Metadata = { title: "Leads" };

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function LeadsPage({ searchParams }: PageProps) {
  const staff = await requireStaff();
  const params = await searchParams;
  const filter = parseLeadFilter(params);
  const after = one(params.after);
  const before = one(params.before);
  const db = getDb();
  const [page, staffList] = await Promise.all([
    listLeads(db, resolveOwner(filter, staff.id), { after, before }),
    ownerOptions(db, { includeDisabled: true }),
  ]);
  const owners = staffList.filter((member) => !member.disabled);
  const firstPage = !after && !before;
  const newest = firstPage ? (page.leads[0]?.latestAt ?? null) : null;
  const admin = staff.role === "admin";

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
        <div className="flex flex-wrap gap-2">
          <Link
            href="/admin/leads/new"
            className="rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white"
          >
            Add a lead
          </Link>
          {/* The routes narrow a salesperson's files to their own leads. */}
          <a
            href={`/admin/leads/call-sheet?${filterQuery(filter)}`}
            className="rounded-brand border border-line bg-surface px-4 py-2 text-sm font-semibold"
          >
            {admin ? "Call sheet (CSV)" : "My call sheet (CSV)"}
          </a>
          <ExportForm filter={filter} admin={admin} />
        </div>
      </div>
      <LeadViews filter={filter} />
      <LeadFilters filter={filter} owners={staffList} />
      {firstPage ? (
        // Keyed by the filter: another view starts its own count.
        <LiveUpdates key={filterQuery(filter)} since={newest} filter={filterQuery(filter)} />
      ) : null}
      {admin && page.leads.length > 0 && <BulkAssignForm owners={owners} />}
      <LeadList
        leads={page.leads}
        selectFor={admin ? BULK_ASSIGN_FORM : undefined}
        today={malaysiaDay(new Date())}
      />
      <Pager filter={filter} newer={page.newer} older={page.older} />
    </div>
  );
}
