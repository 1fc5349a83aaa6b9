"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { can, type Permission } from "@/server/access/policy";
import type { StaffRole } from "@/server/auth/roles";

/** Each page with the permission its page asks for (server/access/policy.ts): no dead links. */
const items: { href: string; label: string; permission?: Permission }[] = [
  { href: "/admin", label: "Dashboard", permission: "reports.counts" },
  { href: "/admin/leads", label: "Leads", permission: "leads.view" },
  { href: "/admin/campaigns", label: "Campaigns", permission: "reports.counts" },
  { href: "/cms", label: "Site content", permission: "content.edit" },
  { href: "/admin/launch", label: "Launch", permission: "launch.view" },
  { href: "/admin/units", label: "Units", permission: "units.view" },
  { href: "/admin/appointments", label: "Appointments", permission: "appointments.view" },
  { href: "/admin/requests", label: "Data requests", permission: "privacy.desk" },
  { href: "/admin/breaches", label: "Breach register", permission: "privacy.desk" },
  { href: "/admin/staff", label: "Staff", permission: "desk.manage" },
  { href: "/admin/agents", label: "Agents", permission: "desk.manage" },
  { href: "/admin/deliveries", label: "Deliveries", permission: "desk.manage" },
  { href: "/admin/audit", label: "Audit log", permission: "desk.manage" },
  { href: "/admin/account", label: "My account" },
];

const isActive = (pathname: string, href: string) =>
  href === "/admin" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);

export function AdminNav({ role }: { role: StaffRole }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Lead desk">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {items
          .filter((item) => !item.permission || can({ role }, item.permission))
          .map((item) => {
            const active = isActive(pathname, item.href);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={active ? "page" : undefined}
                  className={`block rounded-brand px-3 py-2 text-sm whitespace-nowrap ${
                    active
                      ? "bg-white/15 font-semibold text-white"
                      : "text-white/80 hover:bg-white/10 hover:text-white"
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
