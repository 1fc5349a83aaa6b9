import type { Metadata } from "next";
import Link from "next/link";
import { FailedDeliveriesNotice } from "@/components/admin/dashboard/failed-deliveries-notice";
import { FirstContactTable } from "@/components/admin/dashboard/first-contact-table";
import { LostReasonsTable } from "@/components/admin/dashboard/lost-reasons-table";
import { SalesDay } from "@/components/admin/dashboard/sales-day";
import { WorkloadTable } from "@/components/admin/dashboard/workload-table";
import { LatestLeads } from "@/components/admin/dashboard/latest-leads";
import { RegistrationsChart } from "@/components/admin/dashboard/registrations-chart";
import { StatCard } from "@/components/admin/dashboard/stat-card";
import { TotalsTable } from "@/components/admin/dashboard/totals-table";
import { UnitTypeTotals } from "@/components/admin/dashboard/unit-type-totals";
import { formatCount, localeLabels, sourceLabel } from "@/lib/leads/dashboard-labels";
import { requirePermission } from "@/server/access/guard";
import { seesEveryLead } from "@/server/access/leads";
import { can } from "@/server/access/policy";
import { getDb } from "@/server/db/client";
import { DASHBOARD_DAYS, loadRecentActivity } from "@/server/leads/dashboard";
import { allTimeTotals } from "@/server/leads/dashboard-totals";
import { countUntouched, firstContactTimes } from "@/server/leads/response-times";
import { countGaveUp } from "@/server/outbox/queue-health";
import { loadTouchActivity } from "@/server/touches/activity";
import { lostReasonCounts, workloadByOwner } from "@/server/leads/workload";
import { formatShortDateTime, malaysiaDay } from "@/lib/time/malaysia";

export const metadata: Metadata = { title: "Dashboard" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const staff = await requirePermission("reports.counts");
  // A salesperson's dashboard is their day's work, not the marketing figures.
  if (staff.role === "sales")
    return <SalesDay staff={staff} denied={(await searchParams).denied === "1"} />;
  // Counts are everyone's to read; the latest buyers by name only for whoever sees every lead.
  const namesLeads = seesEveryLead(staff);
  const manager = can(staff, "desk.manage");
  // One instant for both, so taps and registrations are counted over exactly the same days.
  const now = new Date();
  const [
    { denied },
    dashboard,
    allTime,
    touches,
    failedDeliveries,
    firstContact,
    untouched,
    workload,
    lostReasons,
  ] = await Promise.all([
    searchParams,
    loadRecentActivity(getDb(), { now }),
    allTimeTotals(),
    loadTouchActivity(getDb(), { now }),
    // Only admins can retry them (the deliveries page), so only admins are told.
    manager ? countGaveUp(getDb()) : 0,
    firstContactTimes(getDb(), { now }),
    countUntouched(getDb(), now),
    // Each salesperson's follow-ups: for the manager, who hands leads on.
    manager ? workloadByOwner(getDb(), malaysiaDay(now)) : [],
    lostReasonCounts(getDb()),
  ]);
  const { period, last24Hours } = dashboard;

  return (
    <div className="mx-auto max-w-6xl">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-text uppercase">
            Lead desk
          </p>
          <h1 className="mt-1 font-display text-4xl">Dashboard</h1>
        </div>
        <p className="text-sm text-muted">
          As of <time dateTime={dashboard.now}>{formatShortDateTime(dashboard.now)}</time>, Malaysia
          time
        </p>
      </header>

      {denied === "1" && (
        <p
          role="status"
          className="mt-6 rounded-brand border border-line border-s-4 border-s-accent bg-surface px-4 py-3 text-sm"
        >
          <strong className="font-semibold">That page is for admins.</strong> Ask an admin if you
          need something from it.
        </p>
      )}

      <FailedDeliveriesNotice count={failedDeliveries} />

      <dl className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatCard
          label="Last 24 hours"
          value={formatCount(last24Hours.registrations)}
          note={last24Hours.spam ? `and ${formatCount(last24Hours.spam)} spam` : "registrations"}
        />
        <StatCard
          label={`Last ${DASHBOARD_DAYS} days`}
          value={formatCount(period.registrations)}
          note="registrations, repeats included"
        />
        <StatCard
          label="New people"
          value={formatCount(period.firstTime)}
          note={`${formatCount(period.repeats)} repeat registrations, ${DASHBOARD_DAYS} days`}
        />
        {/* Taps on the site's WhatsApp and call links (no personal data): interest that did
            not fill in the form, beside the registrations of the same days. */}
        <StatCard
          label="WhatsApp chats"
          value={formatCount(touches.period.whatsapp)}
          note={`opened from the site, ${DASHBOARD_DAYS} days; ${formatCount(touches.last24Hours.whatsapp)} in the last 24 hours`}
        />
        <StatCard
          label="Calls"
          value={formatCount(touches.period.call)}
          note={`call taps on the site, ${DASHBOARD_DAYS} days; ${formatCount(touches.last24Hours.call)} in the last 24 hours`}
        />
        <StatCard
          label="Spam caught"
          value={formatCount(period.spam)}
          note={`${DASHBOARD_DAYS} days, not counted above`}
        />
      </dl>

      <section aria-labelledby="response" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2 id="response" className="font-display text-2xl">
            Response to new leads
          </h2>
          <p className="text-sm text-muted">
            Leads of the last {DASHBOARD_DAYS} days, by their owner
          </p>
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
          {namesLeads ? (
            <Link
              href="/admin/leads?untouched=1"
              className="block rounded-brand border border-line bg-surface p-5 hover:border-navy"
            >
              <UntouchedCount count={untouched} />
              <span className="mt-2 block text-sm text-muted">
                open leads nobody has acted on since they registered{" "}
                <span aria-hidden="true">→</span>
              </span>
            </Link>
          ) : (
            // Marketing reads the count; the leads behind it are the sales team's.
            <div className="rounded-brand border border-line bg-surface p-5">
              <UntouchedCount count={untouched} />
              <span className="mt-2 block text-sm text-muted">
                open leads nobody has acted on since they registered
              </span>
            </div>
          )}
          <div className="rounded-brand border border-line bg-surface p-4 sm:p-5">
            <h3 className="text-sm font-semibold">Time to first contact</h3>
            <FirstContactTable rows={firstContact} days={DASHBOARD_DAYS} />
          </div>
        </div>
      </section>

      <section aria-labelledby="follow-ups" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2 id="follow-ups" className="font-display text-2xl">
            Follow-ups and lost leads
          </h2>
          <p className="text-sm text-muted">Today in Malaysia time; open leads by their owner</p>
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
          {manager && (
            <div className="rounded-brand border border-line bg-surface p-4 sm:p-5">
              <h3 className="text-sm font-semibold">Follow-ups per salesperson</h3>
              <WorkloadTable rows={workload} />
            </div>
          )}
          <div className="rounded-brand border border-line bg-surface p-4 sm:p-5">
            <h3 className="text-sm font-semibold">Why leads were lost</h3>
            <LostReasonsTable rows={lostReasons} />
          </div>
        </div>
      </section>

      <section aria-labelledby="per-day" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2 id="per-day" className="font-display text-2xl">
            Registrations per day
          </h2>
          <p className="text-sm text-muted">
            Last {DASHBOARD_DAYS} days by channel, Malaysia days, spam excluded
          </p>
        </div>
        <div className="mt-4 rounded-brand border border-line bg-surface p-4 sm:p-6">
          <RegistrationsChart days={dashboard.days} />
        </div>
      </section>

      {namesLeads && (
        <section aria-labelledby="last-day" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
            <h2 id="last-day" className="font-display text-2xl">
              Last 24 hours
            </h2>
            <Link
              href="/admin/leads"
              className="text-sm font-semibold text-accent-text underline-offset-4 hover:underline"
            >
              All leads <span aria-hidden="true">→</span>
            </Link>
          </div>
          <div className="mt-4 rounded-brand border border-line bg-surface p-4 sm:p-6">
            <LatestLeads leads={last24Hours.latest} />
          </div>
        </section>
      )}

      <section aria-labelledby="totals" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2 id="totals" className="font-display text-2xl">
            All-time totals
          </h2>
          <p className="text-sm text-muted">
            {formatCount(allTime.registrations)} registrations, spam excluded (
            {formatCount(allTime.spam)} spam); counted at most a minute ago
          </p>
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <TotalsTable
            title="By language"
            keyLabel="Language"
            rows={allTime.byLocale}
            of={allTime.registrations}
            label={(k) => localeLabels[k] ?? k}
          />
          <TotalsTable
            title="By source"
            keyLabel="Source"
            rows={allTime.bySource}
            of={allTime.registrations}
            label={sourceLabel}
          />
          <TotalsTable
            title="First-time and repeat"
            keyLabel="Registration"
            rows={[
              { key: "First registration", count: allTime.firstTime },
              { key: "Repeat", count: allTime.repeats },
            ]}
            of={allTime.registrations}
          />
        </div>
        <div className="mt-4">
          <UnitTypeTotals counts={allTime.byUnitType} of={allTime.registrations} />
        </div>
      </section>
    </div>
  );
}

function UntouchedCount({ count }: { count: number }) {
  return (
    <>
      <span className="block text-xs font-semibold tracking-[0.12em] text-muted uppercase">
        Untouched for 24 h
      </span>
      <span className="mt-2 block font-display text-4xl leading-none tabular-nums">
        {formatCount(count)}
      </span>
    </>
  );
}
