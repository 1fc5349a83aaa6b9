import type { Metadata } from "next";
import Link from "next/link";
import { formatDateTime } from "@/lib/leads/format";
import { listAudit } from "@/server/audit/list";
import { requireAdmin } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Audit log" };

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AuditPage({ searchParams }: PageProps) {
  await requireAdmin();
  const params = await searchParams;
  const action = one(params.action)?.slice(0, 50) || undefined;
  const page = await listAudit(getDb(), { action, before: one(params.before) });
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="font-display text-4xl">Audit log</h1>
        <p className="text-sm text-muted">
          Sign-ins, lead views, status changes, exports, erasures and staff changes. Entries hold
          ids, never personal data.
        </p>
      </div>
      <form method="get" className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-xs font-medium text-muted">
          Action
          <select
            name="action"
            defaultValue={action ?? ""}
            className="rounded-brand border border-line bg-surface px-2.5 py-2 text-sm text-fg"
          >
            <option value="">All</option>
            {page.actions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white"
        >
          Show
        </button>
      </form>
      <div className="overflow-x-auto rounded-brand border border-line bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audit entries, newest first</caption>
          <thead className="border-b border-line text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                When
              </th>
              <th scope="col" className="px-4 py-3">
                Who
              </th>
              <th scope="col" className="px-4 py-3">
                Action
              </th>
              <th scope="col" className="px-4 py-3">
                On
              </th>
              <th scope="col" className="px-4 py-3">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id} className="border-b border-line align-top last:border-0">
                <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(row.at)}</td>
                <td className="px-4 py-2">{row.actorName}</td>
                <td className="px-4 py-2 font-mono text-xs">{row.action}</td>
                <td className="px-4 py-2 text-xs">
                  {row.entity === "registration" && row.entityId ? (
                    <Link
                      href={`/admin/leads/${row.entityId}`}
                      className="underline underline-offset-4"
                    >
                      lead
                    </Link>
                  ) : (
                    row.entity
                  )}
                </td>
                <td className="max-w-md px-4 py-2 font-mono text-xs break-all text-muted">
                  {row.details}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.older && (
        <a
          className="justify-self-end rounded-brand border border-line bg-surface px-4 py-2 text-sm font-medium"
          href={`/admin/audit?${new URLSearchParams({ ...(action ? { action } : {}), before: page.older })}`}
        >
          Older →
        </a>
      )}
    </div>
  );
}
