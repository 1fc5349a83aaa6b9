import type { Metadata } from "next";
import { AppointmentSettingsForm } from "@/components/admin/appointment-settings-form";
import { VisitList } from "@/components/admin/visit-list";
import { VisitRefused } from "@/components/admin/visit-refused";
import { addDays, dayStartUtc, malaysiaDay } from "@/lib/time/malaysia";
import { requirePermission } from "@/server/access/guard";
import { visitsBetween } from "@/server/booking/desk";
import { getAppointmentSettings } from "@/server/booking/settings";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Appointments" };

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Today's and the coming week's sales gallery visits; the booking settings for admins. */
export default async function AppointmentsPage({ searchParams }: PageProps) {
  const staff = await requirePermission("appointments.view");
  const { saved, error, visit } = await searchParams;
  const db = getDb();
  const now = new Date();
  const today = malaysiaDay(now);
  const tomorrow = addDays(today, 1);
  const [todays, week, settings] = await Promise.all([
    visitsBetween(db, dayStartUtc(today), dayStartUtc(tomorrow), staff),
    visitsBetween(db, dayStartUtc(tomorrow), dayStartUtc(addDays(today, 7)), staff),
    getAppointmentSettings(db),
  ]);
  return (
    <div className="grid gap-8">
      <h1 className="font-display text-4xl">Appointments</h1>
      <section id="visits" aria-labelledby="today" className="grid gap-3">
        <h2 id="today" className="text-lg font-semibold">
          Today
        </h2>
        {visit === "early" && <VisitRefused />}
        <VisitList visits={todays} back="/admin/appointments" now={now.toISOString()} />
      </section>
      <section aria-labelledby="week" className="grid gap-3">
        <h2 id="week" className="text-lg font-semibold">
          Next six days
        </h2>
        <VisitList visits={week} back="/admin/appointments" now={now.toISOString()} />
      </section>
      {staff.role === "admin" && (
        <section
          id="settings"
          aria-labelledby="settings-heading"
          className="grid gap-4 rounded-brand border border-line bg-surface p-5"
        >
          <h2 id="settings-heading" className="text-lg font-semibold">
            Booking settings
          </h2>
          {saved && (
            <p role="status" className="text-sm">
              Saved. The booking page shows the new times within seconds.
            </p>
          )}
          {typeof error === "string" && (
            <p role="alert" className="text-sm font-medium text-[#B42318] dark:text-[#FDA29B]">
              {error}
            </p>
          )}
          <AppointmentSettingsForm settings={settings} />
        </section>
      )}
    </div>
  );
}
