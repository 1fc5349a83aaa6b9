import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { PermitNotice } from "@/components/admin/permit-notice";
import { signOutAction } from "@/server/auth/actions";
import { requireStaff } from "@/server/auth/session";

/** Every page inside needs a signed-in staff member; each page checks again for its own data. */
export default async function DeskLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaff();
  // Outside co-broke agents have their own portal and never see the desk.
  if (staff.role === "agent") redirect("/agent/buyers");
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]">
      <header className="bg-navy px-4 py-4 text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:gap-8 lg:px-5 lg:py-8">
        <div className="mb-3 flex items-baseline justify-between gap-4 lg:mb-0 lg:block">
          <p className="font-display text-2xl">SkyHaven</p>
          <p className="text-xs text-white/80 lg:mt-1">Lead desk</p>
        </div>
        <AdminNav role={staff.role} />
        <div className="mt-3 flex items-center justify-between gap-3 border-t border-white/15 pt-3 text-sm lg:mt-auto lg:block">
          <p className="truncate" title={staff.email}>
            {staff.name} <span className="text-white/70">({staff.role})</span>
          </p>
          <form action={signOutAction}>
            <button
              type="submit"
              className="text-white/85 underline underline-offset-4 hover:text-white lg:mt-2"
            >
              Sign out
            </button>
          </form>
        </div>
      </header>
      <main id="main" className="min-w-0 px-4 py-6 sm:px-8 lg:py-10">
        <PermitNotice staff={staff} />
        {children}
      </main>
    </div>
  );
}
