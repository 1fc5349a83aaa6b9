import type { Metadata } from "next";
import Link from "next/link";
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
        When someone asks to see what we hold about them, to have it sent to another data
        controller, or to have it erased, find them by the email or phone number they registered
        with. Access and portability requests must be answered within 21 days of receipt. Everything
        done here is recorded in the audit log. Breaches go in the{" "}
        <Link href="/admin/breaches" className="underline underline-offset-2">
          breach register
        </Link>
        .
      </p>
      <RequestDesk canErase />
    </div>
  );
}
