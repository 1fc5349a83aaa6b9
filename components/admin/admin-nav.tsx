"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { StaffRole } from "@/server/auth/roles";

const items: { href: string; label: string; adminOnly?: boolean }[] = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/launch", label: "Launch" },
  { href: "/admin/units", label: "Units" },
  { href: "/admin/appointments", label: "Appointments" },
  { href: "/admin/requests", label: "Data requests" },
  { href: "/admin/staff", label: "Staff", adminOnly: true },
  { href: "/admin/agents", label: "Agents", adminOnly: true },
  { href: "/admin/deliveries", label: "Deliveries", adminOnly: true },
  { href: "/admin/audit", label: "Audit log", adminOnly: true },
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
          .filter((item) => !item.adminOnly || role === "admin")
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
