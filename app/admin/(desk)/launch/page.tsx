import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { ApprovalsTable } from "@/components/admin/launch/approvals-table";
import { BallotPanel } from "@/components/admin/launch/ballot-panel";
import { BookedTable } from "@/components/admin/launch/booked-table";
import { HoldForm } from "@/components/admin/launch/hold-form";
import { HoldsTable } from "@/components/admin/launch/holds-table";
import { LaunchSettingsForm } from "@/components/admin/launch/launch-settings-form";
import { LaunchStrip } from "@/components/admin/launch/launch-strip";
import { QueuePanel } from "@/components/admin/launch/queue-panel";
import { WaitlistPanel } from "@/components/admin/launch/waitlist-panel";
import { requirePermission } from "@/server/access/guard";
import { can } from "@/server/access/policy";
import { getDb } from "@/server/db/client";
import { ballotSummary } from "@/server/launch/ballot-summary";
import { shortlistOf } from "@/server/ballot/shortlist";
import { standingClaims, unitCounts, waitlists } from "@/server/launch/console";
import { calledBuyers, waitingCount } from "@/server/launch/queue";
import { getLaunchSettings } from "@/server/launch/settings";

export const metadata: Metadata = { title: "Launch" };

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="grid scroll-mt-6 gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** Launch day on one page: the queue, holds with their time left, approvals, bookings, waitlists. */
export default async function LaunchPage({ searchParams }: PageProps) {
  const staff = await requirePermission("launch.view");
  const params = await searchParams;
  const [done, error] = [text(params.done), text(params.error)];
  const db = getDb();
  const [settings, counts, holds, pending, booked, lines, called, waiting, ballot] =
    await Promise.all([
      getLaunchSettings(db),
      unitCounts(db),
      standingClaims(db, staff, ["held"]),
      standingClaims(db, staff, ["pending"]),
      standingClaims(db, staff, ["booked"]),
      waitlists(db, staff),
      calledBuyers(db),
      waitingCount(db),
      ballotSummary(db),
    ]);
  const canDecide = can(staff, "launch.decide");
  const shortlists = new Map(
    await Promise.all(
      called.map(
        async (buyer) => [buyer.reference, await shortlistOf(db, buyer.reference)] as const,
      ),
    ),
  );
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-4xl">Launch</h1>
        <p className="flex flex-wrap gap-4 text-sm">
          <Link href="/admin/launch/board" className="underline underline-offset-4">
            Sales gallery board
          </Link>
          <Link href="/admin/launch/reports" className="underline underline-offset-4">
            Reports
          </Link>
          <Link href="/ballot" className="underline underline-offset-4">
            Public ballot record
          </Link>
        </p>
      </div>
      <LaunchStrip
        counts={counts}
        pending={pending.length}
        ballot={ballot}
        holdMinutes={settings.holdMinutes}
      />
      {(done || error) && (
        <p
          role={error ? "alert" : "status"}
          className={`rounded-brand border p-3 text-sm ${error ? "border-red-700 text-red-800 dark:text-red-300" : "border-line"}`}
        >
          {error || done}
        </p>
      )}
      <Section id="ballot" title="Ballot">
        <BallotPanel ballot={ballot} canRun={can(staff, "launch.run")} />
      </Section>
      <Section id="queue" title="Queue">
        <QueuePanel
          ballotStatus={ballot.status}
          waiting={waiting}
          called={called}
          shortlists={shortlists}
          tables={settings.tables}
        />
      </Section>
      <Section id="holds" title={`Held (${holds.length})`}>
        <HoldForm buyer={text(params.lead)} unitId={text(params.unit)} />
        <HoldsTable holds={holds} bookingFee={settings.bookingFee} />
      </Section>
      <Section id="approvals" title={`Awaiting approval (${pending.length})`}>
        <ApprovalsTable pending={pending} canDecide={canDecide} />
      </Section>
      <Section id="booked" title={`Booked, awaiting SPA (${booked.length})`}>
        <BookedTable booked={booked} canDecide={canDecide} />
      </Section>
      <Section id="waitlist" title="Waitlists">
        <WaitlistPanel lines={lines} />
      </Section>
      {can(staff, "launch.run") && (
        <Section id="settings" title="Launch settings">
          <LaunchSettingsForm settings={settings} />
        </Section>
      )}
    </div>
  );
}
