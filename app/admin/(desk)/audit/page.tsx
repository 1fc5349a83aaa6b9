import type { Metadata } from "next";
import Link from "next/link";
import { AuditFilters } from "@/components/admin/audit/audit-filters";
import { auditActionLabel } from "@/lib/audit/actions";
import { auditFilterQuery, parseAuditFilter } from "@/lib/audit/filter";
import { auditPeople, listAudit } from "@/server/audit/list";
import { requireAdmin } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { formatDateTime } from "@/lib/time/malaysia";

export const metadata: Metadata = { title: "Audit log" };

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AuditPage({ searchParams }: PageProps) {
  await requireAdmin();
  const params = await searchParams;
  const filter = parseAuditFilter(params);
  const db = getDb();
  const [page, people] = await Promise.all([
    listAudit(db, { ...filter, before: one(params.before)?.slice(0, 100) }),
    auditPeople(db),
  ]);
  const filtered = Object.values(filter).some(Boolean);
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="font-display text-4xl">Audit log</h1>
        <p className="text-sm text-muted">
          Who did what on the desk, newest first, in Malaysia time: sign-ins, leads opened and
          changed, exports, personal-data requests and staff changes. Entries name people but hold
          no buyer&apos;s contact details, except corrections of them: the values before and after
          (erased with the person).
        </p>
      </div>
      <AuditFilters
        filter={filter}
        people={people}
        actions={page.actions}
        leadName={page.leadName}
      />
      {page.rows.length === 0 ? (
        <p role="status" className="rounded-brand border border-line bg-surface p-5 text-sm">
          {filtered ? "No entries match this filter." : "Nothing has been logged yet."}
        </p>
      ) : (
        <ol
          aria-label="Audit entries, newest first"
          className="divide-y divide-line rounded-brand border border-line bg-surface"
        >
          {page.rows.map((row) => (
            <li key={row.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
              <div className="text-xs text-muted">
                <time dateTime={row.at}>{formatDateTime(row.at)}</time>
                <span className="block">{auditActionLabel(row.action)}</span>
              </div>
              <div className="min-w-0 text-sm">
                <p className="break-words">{row.sentence}</p>
                {row.leadId && (
                  <p className="mt-1 flex flex-wrap gap-x-4 text-xs">
                    <Link
                      href={`/admin/leads/${row.leadId}`}
                      className="text-accent-text underline underline-offset-4"
                    >
                      Open the lead
                    </Link>
                    {filter.lead !== row.leadId && (
                      <Link
                        href={`/admin/audit?${auditFilterQuery({ lead: row.leadId })}`}
                        className="text-accent-text underline underline-offset-4"
                      >
                        Everything about this lead
                      </Link>
                    )}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {page.older && (
        <Link
          className="justify-self-end rounded-brand border border-line bg-surface px-4 py-2 text-sm font-medium"
          href={`/admin/audit?${auditFilterQuery(filter, { before: page.older })}`}
        >
          Older →
        </Link>
      )}
    </div>
  );
}
