import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
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
import { getLead } from "@/server/leads/detail";
import { ownerOptions } from "@/server/leads/owners";
import { listSalutations } from "@/server/salutations/list";
import { formatDateTime, malaysiaDay } from "@/lib/time/malaysia";

export const metadata: Metadata = { title: "Lead" };

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function LeadPage({ params, searchParams }: PageProps) {
  const staff = await requirePermission("leads.view");
  const { id } = await params;
  const { entered, visit, from, pos } = await searchParams;
  // The list view this lead was opened from ("Next lead" walks it), as the list's query string.
  const view = typeof from === "string" ? from : undefined;
  const db = getDb();
  // A colleague's lead is not there at all for a salesperson: 404, as for an unknown id.
  const root = (await leadForViewer(db, staff, id))?.rootId;
  if (!root) notFound();
  // A repeat is shown within its person's page.
  if (root !== id) redirect(`/admin/leads/${root}#r-${id}`);
  const [lead, owners, salutations] = await Promise.all([
    getLead(db, root),
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
          position: typeof pos === "string" ? pos : undefined,
        });

  // Newest first: the latest interest leads, the first registration closes the list.
  const registrations = lead.registrations;
  const first = registrations.at(-1);
  const latest = registrations[0];
  if (!first || !latest) notFound();
  const erased = lead.erasedAt !== null;
  const now = new Date();
  const today = malaysiaDay(now);
  const person = erased ? "The buyer" : first.name;
  const count = registrations.length;
  const lastContact = lead.events.find((event) => event.kind === "contact");
  // Just typed in at /admin/leads/new: say whether it made a lead or joined one.
  const enteredNow = registrations.find((r) => r.id === entered);
  const heading = (index: number) => {
    const number = count - index;
    if (number === 1) return "First registration";
    return index === 0 ? `Repeat ${number - 1} (latest)` : `Repeat ${number - 1}`;
  };
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
            {count > 1 ? `${count} registrations` : "1 registration"}
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
          <LeadHistory
            events={lead.events}
            person={person}
            firstAt={first.createdAt}
            registrationAt={new Map(registrations.map((r) => [r.createdAt, r.id]))}
          />
        </section>
        <div className="grid content-start gap-6 xl:col-start-1 xl:row-start-1">
          {registrations.map((registration, index) => (
            <RegistrationCard
              key={registration.id}
              registration={registration}
              heading={heading(index)}
              erased={erased}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
