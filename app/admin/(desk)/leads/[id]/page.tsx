import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { AgentClaimLine } from "@/components/admin/agent-claim-line";
import { ConsentWithdrawnLine } from "@/components/admin/consent-withdrawn-line";
import { HistoryPager } from "@/components/admin/history-pager";
import { LeadHistory } from "@/components/admin/lead-history";
import { LeadNoteForm } from "@/components/admin/lead-note-form";
import { LeadUnits } from "@/components/admin/lead-units";
import { LeadVisits } from "@/components/admin/lead-visits";
import { can } from "@/server/access/policy";
import { LeadOwnerForm } from "@/components/admin/lead-owner-form";
import { RegistrationCard } from "@/components/admin/registration-card";
import { StatusBadge } from "@/components/admin/status-badge";
import { TakeLeadForm } from "@/components/admin/take-lead-form";
import { ContactDetailsForm } from "@/components/admin/contact-details-form";
import { LogCallForm } from "@/components/admin/log-call-form";
import { NextLeadLink } from "@/components/admin/next-lead-link";
import { parseLeadFilter } from "@/lib/leads/filters";
import { nextLead } from "@/server/leads/next-lead";
import { whatsAppLink } from "@/lib/leads/contact-links";
import { contactOutcomeLabel } from "@/lib/leads/contact-outcomes";
import { isOverdue } from "@/lib/leads/follow-up";
import { closedLeadStatuses } from "@/lib/leads/statuses";
import { recordLeadView } from "@/server/audit/view";
import { requirePermission } from "@/server/access/guard";
import { leadFilterFor, leadForViewer } from "@/server/access/leads";
import { actorOf } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { encodeCursor } from "@/server/leads/cursor";
import { getLead, registrationCursor } from "@/server/leads/detail";
import { ownerOptions } from "@/server/leads/owners";
import { listSalutations } from "@/server/salutations/list";
import { formatCount } from "@/lib/leads/dashboard-labels";
import { formatDateTime, malaysiaDay } from "@/lib/time/malaysia";

export const metadata: Metadata = { title: "Lead" };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The lead page at given pages of registrations and history (absent: the newest), and a place;
 * `from` and `pos` keep the list view that "Next lead" walks.
 */
function pageHref(
  id: string,
  pages: { regs?: string; events?: string; from?: string; pos?: string },
  hash = "",
) {
  const query = new URLSearchParams();
  for (const key of ["from", "pos", "regs", "events"] as const) {
    const value = pages[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return `/admin/leads/${id}${search ? `?${search}` : ""}${hash}`;
}

/** "5,410 registrations; showing the latest 20" or "…; showing 21–40 (newest first)". */
function shownOf(total: number, noun: string, from: number, count: number): string {
  const all = `${formatCount(total)} ${noun}`;
  if (count >= total) return all;
  const range =
    from === 1
      ? `the latest ${formatCount(count)}`
      : `${formatCount(from)}–${formatCount(from + count - 1)}, newest first`;
  return `${all}; showing ${range}`;
}

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function LeadPage({ params, searchParams }: PageProps) {
  const staff = await requirePermission("leads.view");
  const { id } = await params;
  const query = await searchParams;
  const [entered, visit, from, pos] = [query.entered, query.visit, query.from, query.pos].map(one);
  // The list view this lead was opened from ("Next lead" walks it), as the list's query string.
  const view = from;
  // Paging a long history keeps the view, so "Next lead" still walks it afterwards.
  const walk = { from, pos };
  // Pages of a long history: keyset cursors, as plain links (no JavaScript needed).
  const pages = { regs: one(query.regs), events: one(query.events) };
  const db = getDb();
  // A colleague's lead is not there at all for a salesperson: 404, as for an unknown id.
  const root = (await leadForViewer(db, staff, id))?.rootId;
  if (!root) notFound();
  // A repeat is shown within its person's page, on the page of registrations that starts with it.
  if (root !== id) {
    const regs = await registrationCursor(db, id);
    redirect(pageHref(root, { ...walk, regs: regs ?? undefined }, `#r-${id}`));
  }
  const [lead, owners, salutations] = await Promise.all([
    getLead(db, root, { registrations: pages.regs, events: pages.events }),
    ownerOptions(db),
    listSalutations("en"),
  ]);
  if (!lead) notFound();
  await recordLeadView(db, actorOf(staff), root);
  const next =
    view === undefined
      ? null
      : await nextLead(db, leadFilterFor(staff, parseLeadFilter(new URLSearchParams(view))), {
          id: root,
          position: pos,
        });

  // One page of registrations, newest first: the latest interest leads, the first closes the last page.
  const { registrations, first, latest, lastContact } = lead;
  const erased = lead.erasedAt !== null;
  const now = new Date();
  const today = malaysiaDay(now);
  const person = erased ? "The buyer" : first.name;
  const count = lead.registrationCount;
  // Just typed in at /admin/leads/new: say whether it made a lead or joined one.
  const enteredNow = [latest, first].find((r) => r.id === entered);
  const heading = (number: number) => {
    if (number === 1) return "First registration";
    const repeat = `Repeat ${formatCount(number - 1)}`;
    return number === count ? `${repeat} (latest)` : repeat;
  };
  const shownRegistrations = registrations.map((r) => r.id);
  const registrationHref = (registrationId: string, at: string) =>
    shownRegistrations.includes(registrationId)
      ? `#r-${registrationId}`
      : pageHref(
          lead.id,
          { ...walk, regs: encodeCursor(at, registrationId), events: pages.events },
          `#r-${registrationId}`,
        );
  const regsFrom = count - (registrations[0]?.number ?? count) + 1;
  const eventsNewest = !pages.events;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <Link
            href={view ? `/admin/leads?${view}` : "/admin/leads"}
            className="underline underline-offset-4"
          >
            {view ? "← Back to the list" : "← All leads"}
          </Link>
        </p>
        {view !== undefined && <NextLeadLink from={view} next={next} />}
      </div>
      {enteredNow && (
        <p role="status" className="rounded-brand border border-line bg-surface px-4 py-3 text-sm">
          {enteredNow.id === first.id
            ? "Lead added."
            : `Same mobile or email as a lead already on the desk: added to the existing lead of ${erased ? "an erased person" : first.name} as a repeat registration.`}
        </p>
      )}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-display text-4xl">{erased ? "Erased person" : first.name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <StatusBadge status={lead.status} />
            {count > 1 ? `${formatCount(count)} registrations` : "1 registration"}
            <span aria-hidden="true">·</span>
            <span>
              Owner:{" "}
              <strong className="font-semibold text-fg">{lead.ownerName ?? "unassigned"}</strong>
            </span>
          </p>
          <p className="text-sm text-muted">
            Last contact:{" "}
            {lastContact ? (
              <>
                <time dateTime={lastContact.at}>{formatDateTime(lastContact.at)}</time> (
                {contactOutcomeLabel(lastContact.outcome)}, {lastContact.actorName})
              </>
            ) : (
              "none logged yet"
            )}
          </p>
          <AgentClaimLine db={db} leadId={lead.id} />
          <ConsentWithdrawnLine db={db} leadId={lead.id} />
          {count > 1 && (
            <p className="text-sm">
              Latest interest ({formatDateTime(latest.createdAt)}):{" "}
              <strong>{latest.unitTypes.join(", ") || "no unit type chosen"}</strong>
            </p>
          )}
        </div>
        <div className="grid gap-3">
          {can(staff, "leads.assign") ? (
            <LeadOwnerForm
              id={lead.id}
              ownerId={lead.ownerId}
              ownerName={lead.ownerName}
              owners={owners}
            />
          ) : (
            <TakeLeadForm id={lead.id} assigned={lead.ownerId !== null} />
          )}
        </div>
      </div>
      {!erased && (
        <div className="grid gap-4 rounded-brand border border-line bg-surface p-5">
          <LogCallForm
            id={lead.id}
            status={lead.status}
            followUpOn={lead.followUpOn}
            lostReason={lead.lostReason}
            today={today}
            overdue={
              isOverdue(lead.followUpOn, today) &&
              !closedLeadStatuses.some((s) => s === lead.status)
            }
            version={`${lead.status}|${lead.followUpOn ?? ""}|${lead.events[0]?.id ?? ""}`}
            contactRaw={latest.contactRaw}
            contactE164={latest.contactE164}
            whatsappUrl={whatsAppLink(latest.contactE164, latest.locale, latest.name)}
          />
        </div>
      )}
      {!erased && (
        <ContactDetailsForm
          id={lead.id}
          salutations={salutations}
          details={{
            salutationId: latest.salutationId,
            name: latest.name,
            contact: latest.contactRaw,
            email: latest.email,
            address: latest.address,
          }}
        />
      )}
      <LeadUnits db={db} leadId={lead.id} canSell={!erased && can(staff, "launch.sell")} />
      <LeadVisits db={db} leadId={lead.id} now={now.toISOString()} early={visit === "early"} />
      {/* Notes before the registrations in the page, so a phone shows them first; side by side
          from xl, the registrations on the left. */}
      <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
        <section
          aria-labelledby="history"
          className="grid content-start gap-5 rounded-brand border border-line bg-surface p-5 xl:col-start-2 xl:row-start-1"
        >
          <h2 id="history" className="text-lg font-semibold">
            History and notes
          </h2>
          {!erased && <LeadNoteForm id={lead.id} />}
          {(lead.eventCount > lead.events.length || !eventsNewest) && (
            <p className="text-sm text-muted">
              {eventsNewest
                ? shownOf(lead.eventCount, "history entries", 1, lead.events.length)
                : `${formatCount(lead.eventCount)} history entries; showing ${formatCount(lead.events.length)} older ones`}
            </p>
          )}
          <LeadHistory
            events={lead.events}
            person={person}
            first={lead.olderEvents ? null : { id: first.id, at: first.createdAt }}
            registrationHref={registrationHref}
          />
          <HistoryPager
            noun="history"
            newest={
              eventsNewest
                ? undefined
                : pageHref(lead.id, { ...walk, regs: pages.regs }, "#history")
            }
            older={
              lead.olderEvents
                ? pageHref(
                    lead.id,
                    { ...walk, regs: pages.regs, events: lead.olderEvents },
                    "#history",
                  )
                : undefined
            }
          />
        </section>
        <section
          aria-labelledby="registrations"
          className="grid content-start gap-6 xl:col-start-1 xl:row-start-1"
        >
          <h2 id="registrations" className="sr-only">
            Registrations
          </h2>
          {count > registrations.length && (
            <p className="text-sm text-muted">
              {shownOf(count, "registrations", regsFrom, registrations.length)}
            </p>
          )}
          {registrations.map((registration) => (
            <RegistrationCard
              key={registration.id}
              registration={registration}
              heading={heading(registration.number)}
              erased={erased}
            />
          ))}
          <HistoryPager
            noun="registrations"
            newest={
              pages.regs
                ? pageHref(lead.id, { ...walk, events: pages.events }, "#registrations")
                : undefined
            }
            older={
              lead.olderRegistrations
                ? pageHref(
                    lead.id,
                    { ...walk, regs: lead.olderRegistrations, events: pages.events },
                    "#registrations",
                  )
                : undefined
            }
          />
        </section>
      </div>
    </div>
  );
}
