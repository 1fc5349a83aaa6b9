import type { Metadata } from "next";
import { headers } from "next/headers";
import { ChangePasswordForm } from "@/components/admin/change-password-form";
import { LeadAlertsForm } from "@/components/admin/lead-alerts-form";
import { getAuth } from "@/server/auth";
import { signOutEverywhereAction } from "@/server/auth/actions";
import { requireStaff } from "@/server/auth/session";
import { leadAlertsWanted } from "@/server/auth/staff-profile";
import { getDb } from "@/server/db/client";
import { formatDateTime } from "@/lib/time/malaysia";

export const metadata: Metadata = { title: "My account" };

export default async function AccountPage() {
  const staff = await requireStaff();
  const [sessions, alerts] = await Promise.all([
    getAuth().api.listSessions({ headers: await headers() }),
    leadAlertsWanted(getDb(), staff.id),
  ]);
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="font-display text-4xl">My account</h1>
        <p className="text-sm text-muted">
          {staff.name} · {staff.email} · {staff.role}
        </p>
      </div>
      <section
        aria-labelledby="password"
        className="grid gap-4 rounded-brand border border-line bg-surface p-5"
      >
        <h2 id="password" className="text-lg font-semibold">
          Password
        </h2>
        <ChangePasswordForm />
      </section>
      <section
        aria-labelledby="alerts"
        className="grid gap-4 rounded-brand border border-line bg-surface p-5"
      >
        <h2 id="alerts" className="text-lg font-semibold">
          New-lead emails
        </h2>
        <LeadAlertsForm wanted={alerts} />
      </section>
      <section
        aria-labelledby="sessions"
        className="grid gap-4 rounded-brand border border-line bg-surface p-5"
      >
        <h2 id="sessions" className="text-lg font-semibold">
          Where you are signed in
        </h2>
        <ul className="grid gap-2 text-sm">
          {sessions.map((session) => (
            <li key={session.id}>
              {session.userAgent ?? "Unknown browser"}{" "}
              <span className="text-muted">
                · since {formatDateTime(new Date(session.createdAt).toISOString())}
              </span>
            </li>
          ))}
        </ul>
        <form action={signOutEverywhereAction}>
          <button
            type="submit"
            className="rounded-brand border border-red-800 px-4 py-2 text-sm font-semibold text-red-800"
          >
            Sign out everywhere
          </button>
        </form>
      </section>
    </div>
  );
}
