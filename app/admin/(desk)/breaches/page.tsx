import type { Metadata } from "next";
import { BreachEntry } from "@/components/admin/breaches/breach-entry";
import { BreachForm } from "@/components/admin/breaches/breach-form";
import { requirePermission } from "@/server/access/guard";
import { getDb } from "@/server/db/client";
import { listBreaches } from "@/server/privacy/breaches";

export const metadata: Metadata = { title: "Breach register" };
export const dynamic = "force-dynamic";

/** The personal-data breach register (PDPA s.12B): admins only, like the rest of privacy.desk. */
export default async function BreachesPage() {
  await requirePermission("privacy.desk");
  const breaches = await listBreaches(getDb());
  const now = new Date();
  return (
    <div className="max-w-5xl">
      <p className="text-xs font-semibold tracking-[0.2em] text-accent-text uppercase">
        Personal Data Protection (Amendment) Act 2024
      </p>
      <h1 className="mt-2 font-display text-4xl">Breach register</h1>
      <p className="mt-3 max-w-2xl text-muted">
        Record every personal-data breach here as soon as it is found. The Personal Data Protection
        Commissioner must be notified within 72 hours of finding it; the people affected, where
        significant harm is likely, within 7 days after that. Entries stay after they are closed,
        and every step is in the audit log.
      </p>
      <section aria-labelledby="new-breach" className="mt-8">
        <h2 id="new-breach" className="font-display text-2xl">
          Record a breach
        </h2>
        <BreachForm />
      </section>
      <section aria-labelledby="breach-list" className="mt-10">
        <h2 id="breach-list" className="font-display text-2xl">
          {breaches.length ? `Breaches (${breaches.length})` : "No breaches recorded"}
        </h2>
        {breaches.length > 0 && (
          <ol aria-labelledby="breach-list" className="mt-4 grid gap-4">
            {breaches.map((breach) => (
              <BreachEntry key={breach.id} breach={breach} now={now} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
