import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { LeadHistory } from "@/components/admin/lead-history";
import { LeadNoteForm } from "@/components/admin/lead-note-form";
import { LeadStatusForm } from "@/components/admin/lead-status-form";
import { RegistrationCard } from "@/components/admin/registration-card";
import { StatusBadge } from "@/components/admin/status-badge";
import { writeAudit } from "@/server/audit/write";
import { actorOf, requireStaff } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { getLead, leadRootOf } from "@/server/leads/detail";

export const metadata: Metadata = { title: "Lead" };

interface PageProps {
  params: Promise<{ id: string }>;
}

export default async function LeadPage({ params }: PageProps) {
  const staff = await requireStaff();
  const { id } = await params;
  const db = getDb();
  const root = await leadRootOf(db, id);
  if (!root) notFound();
  // A repeat is shown within its person's page.
  if (root !== id) redirect(`/admin/leads/${root}#r-${id}`);
  const lead = await getLead(db, root);
  if (!lead) notFound();
  await writeAudit(db, {
    actor: actorOf(staff),
    action: "lead.view",
    entity: "registration",
    entityId: root,
  });

  const [first, ...repeats] = lead.registrations;
  if (!first) notFound();
  const erased = lead.erasedAt !== null;
  return (
    <div className="grid gap-6">
      <p className="text-sm">
        <Link href="/admin/leads" className="underline underline-offset-4">
          ← All leads
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl">{erased ? "Erased person" : first.name}</h1>
          <p className="mt-1 flex items-center gap-2 text-sm text-muted">
            <StatusBadge status={lead.status} />
            {repeats.length ? `${lead.registrations.length} registrations` : "1 registration"}
          </p>
        </div>
        <LeadStatusForm id={lead.id} status={lead.status} />
      </div>
      <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
        <div className="grid gap-6">
          <RegistrationCard registration={first} heading="First registration" erased={erased} />
          {repeats.map((repeat, index) => (
            <RegistrationCard
              key={repeat.id}
              registration={repeat}
              heading={`Repeat ${index + 1}`}
              erased={erased}
            />
          ))}
        </div>
        <section
          aria-labelledby="history"
          className="grid content-start gap-5 rounded-brand border border-line bg-surface p-5"
        >
          <h2 id="history" className="text-lg font-semibold">
            History and notes
          </h2>
          {!erased && <LeadNoteForm id={lead.id} />}
          <LeadHistory events={lead.events} />
        </section>
      </div>
    </div>
  );
}
