import type { Metadata } from "next";
import { RequestDesk } from "@/components/admin/requests/request-desk";
import { requirePermission } from "@/server/access/guard";

export const metadata: Metadata = { title: "Data requests" };

export default async function RequestsPage() {
  await requirePermission("privacy.desk");
  return (
    <div className="max-w-5xl">
      <p className="text-xs font-semibold tracking-[0.2em] text-accent-text uppercase">
        Personal Data Protection Act 2010
      </p>
      <h1 className="mt-2 font-display text-4xl">Personal-data requests</h1>
      <p className="mt-3 max-w-2xl text-muted">
        When someone asks to see what we hold about them, or to have it erased, find them by the
        email or phone number they registered with. Access requests must be answered within 21 days
        of receipt. Everything done here is recorded in the audit log.
      </p>
      <RequestDesk canErase />
    </div>
  );
}
