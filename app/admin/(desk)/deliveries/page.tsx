import type { Metadata } from "next";
import Link from "next/link";
import { FailedTable } from "@/components/admin/deliveries/failed-table";
import { QueueSummary } from "@/components/admin/deliveries/queue-summary";
import { RetryAllButton, RetryDesk } from "@/components/admin/deliveries/retry-desk";
import { requireAdmin } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { listFailed } from "@/server/outbox/failed-list";
import { queueHealth } from "@/server/outbox/queue-health";

export const metadata: Metadata = { title: "Deliveries" };

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const pagerLink = "rounded-brand border border-line bg-surface px-4 py-2 text-sm font-medium";

export default async function DeliveriesPage({ searchParams }: PageProps) {
  await requireAdmin();
  const after = one((await searchParams).after)?.slice(0, 200) || undefined;
  const db = getDb();
  const now = new Date();
  const [health, page] = await Promise.all([queueHealth(db), listFailed(db, { after })]);

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-display text-4xl">Deliveries</h1>
        <p className="text-sm text-muted">
          Emails and webhooks the outbox sends for each registration. A message that failed every
          attempt gave up and waits here; retrying it starts a fresh series of attempts.
        </p>
      </div>
      <section aria-labelledby="flow" className="grid gap-3">
        <h2 id="flow" className="sr-only">
          Is mail flowing?
        </h2>
        <QueueSummary health={health} now={now} />
        {!env.SMTP_URL && (
          <p className="text-sm text-muted">
            SMTP_URL is not set on this server: emails are recorded and wait unsent until it is.
          </p>
        )}
      </section>
      <RetryDesk>
        <section aria-labelledby="gave-up" className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="gave-up" className="font-display text-2xl">
              Gave up
            </h2>
            {health.failed > 0 && <RetryAllButton count={health.failed} />}
          </div>
          {page.messages.length ? (
            <FailedTable messages={page.messages} />
          ) : (
            <p className="rounded-brand border border-line bg-surface p-8 text-center text-muted">
              {after ? "No older messages gave up." : "No message has given up: nothing to retry."}
            </p>
          )}
          {(after || page.older) && (
            <nav aria-label="Pages" className="flex justify-between gap-4">
              {after ? (
                <Link className={pagerLink} href="/admin/deliveries">
                  ← Newest
                </Link>
              ) : (
                <span />
              )}
              {page.older && (
                <Link
                  className={pagerLink}
                  href={`/admin/deliveries?${new URLSearchParams({ after: page.older })}`}
                >
                  Older →
                </Link>
              )}
            </nav>
          )}
        </section>
      </RetryDesk>
    </div>
  );
}
