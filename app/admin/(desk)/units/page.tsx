import type { Metadata } from "next";
import Link from "next/link";
import { ImportForm } from "@/components/admin/units/import-form";
import { StatusChangeForm } from "@/components/admin/units/status-change-form";
import { UnitFilters } from "@/components/admin/units/unit-filters";
import { UnitTable } from "@/components/admin/units/unit-table";
import { parseUnitFilter } from "@/lib/units/filter";
import { unitStatusLabels, unitStatuses } from "@/lib/units/statuses";
import { auditPeople } from "@/server/audit/list";
import { requirePermission } from "@/server/access/guard";
import { can } from "@/server/access/policy";
import { getDb } from "@/server/db/client";
import { listUnits } from "@/server/units/list";

export const metadata: Metadata = { title: "Units" };

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function toParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw))
    if (typeof value === "string") params.set(key, value);
  return params;
}

export default async function UnitsPage({ searchParams }: PageProps) {
  const staff = await requirePermission("units.view");
  const canManage = can(staff, "units.manage");
  const filter = parseUnitFilter(toParams(await searchParams));
  const db = getDb();
  const [units, people] = await Promise.all([listUnits(db, filter, staff), auditPeople(db)]);
  const nameOf = new Map(people.map((person) => [`staff:${person.id}`, person.name]));
  const names = (actor: string) =>
    nameOf.get(actor) ?? (actor === "system:seed" ? "sample data" : "a former account");
  const counts = unitStatuses.map(
    (status) =>
      `${units.filter((unit) => unit.status === status).length} ${unitStatusLabels[status].toLowerCase()}`,
  );
  const exportQuery = new URLSearchParams(
    Object.entries(filter).flatMap(([key, value]) => (value ? [[key, String(value)]] : [])),
  ).toString();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-display text-4xl">Units</h1>
        <p className="text-sm text-muted">
          {units.length} units shown: {counts.join(", ")}. The public availability pages follow a
          change within a minute.
        </p>
      </div>
      <UnitFilters filter={filter} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        {canManage ? (
          <StatusChangeForm />
        ) : (
          <p className="max-w-prose text-sm text-muted">
            Hold, book and sell units for buyers on the{" "}
            <Link href="/admin/launch" className="underline underline-offset-4">
              launch console
            </Link>
            ; an admin keeps units back or puts them on sale here.
          </p>
        )}
        <a
          href={`/admin/units/export${exportQuery ? `?${exportQuery}` : ""}`}
          className="rounded-brand border border-line px-4 py-2 text-sm font-semibold"
        >
          Export CSV
        </a>
      </div>
      <UnitTable units={units} names={names} selectable={canManage} />
      {canManage && (
        <section
          aria-labelledby="import"
          className="grid gap-3 rounded-brand border border-line bg-surface p-5"
        >
          <h2 id="import" className="text-lg font-semibold">
            Import CSV
          </h2>
          <ImportForm canChangePrices={staff.role === "admin"} />
        </section>
      )}
    </div>
  );
}
