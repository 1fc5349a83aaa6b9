import type { Metadata } from "next";
import Link from "next/link";
import { BULK_ASSIGN_FORM, BulkAssignForm } from "@/components/admin/bulk-assign-form";
import { CsvLinks } from "@/components/admin/csv-links";
import { LeadFilters } from "@/components/admin/lead-filters";
import { LeadList } from "@/components/admin/lead-list";
import { LeadViews } from "@/components/admin/lead-views";
import { LiveUpdates } from "@/components/admin/live-updates";
import { Pager } from "@/components/admin/pager";
import { filterQuery, hasFilter, parseLeadFilter } from "@/lib/leads/filters";
import { requirePermission } from "@/server/access/guard";
import { leadFilterFor } from "@/server/access/leads";
import { can } from "@/server/access/policy";
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
  const staff = await requirePermission("leads.view");
  const params = await searchParams;
  const filter = parseLeadFilter(params);
  const after = one(params.after);
  const before = one(params.before);
  const db = getDb();
  const [page, staffList] = await Promise.all([
    listLeads(db, leadFilterFor(staff, filter), { after, before }),
    ownerOptions(db, { includeDisabled: true }),
  ]);
  const owners = staffList.filter((member) => !member.disabled);
  const firstPage = !after && !before;
  const newest = firstPage ? (page.leads[0]?.latestAt ?? null) : null;
  const admin = can(staff, "leads.assign");

  return (
    <div className="grid gap-3 sm:gap-5">
      {/* Compact on a phone: the first lead card must be on the first screen. */}
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h1 className="font-display text-3xl sm:text-4xl">Leads</h1>
          <p className="text-sm text-muted">
            {page.total.toLocaleString("en-MY")} {page.total === 1 ? "person" : "people"}
            {hasFilter(filter) ? " match" : ""}
            <span className="hidden sm:inline">
              ; repeats are grouped with each person&apos;s first registration
            </span>
            .
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            href="/admin/leads/new"
            className="rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white"
          >
            Add a lead
          </Link>
          {/* The routes narrow a salesperson's files to their own leads; files are for a desk,
              so a phone shows them in the filters. */}
          <CsvLinks filter={filter} admin={admin} className="hidden sm:contents" />
        </div>
      </div>
      <LeadViews filter={filter} />
      {/* A salesperson sees their own leads and the pool: colleagues are not a choice. */}
      <LeadFilters
        filter={filter}
        owners={admin ? staffList : staffList.filter((member) => member.id === staff.id)}
      >
        <CsvLinks
          filter={filter}
          admin={admin}
          insideForm
          className="mt-3 flex flex-wrap gap-2 sm:hidden"
        />
      </LeadFilters>
      {firstPage ? (
        // Keyed by the filter: another view starts its own count.
        <LiveUpdates key={filterQuery(filter)} since={newest} filter={filterQuery(filter)} />
      ) : null}
      {admin && page.leads.length > 0 && <BulkAssignForm owners={owners} />}
      <LeadList
        leads={page.leads}
        selectFor={admin ? BULK_ASSIGN_FORM : undefined}
        today={malaysiaDay(new Date())}
        from={filterQuery(filter)}
      />
      <Pager filter={filter} newer={page.newer} older={page.older} />
    </div>
  );
}
