"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ChatIcon, PenIcon, PhoneIcon } from "@/components/ui/icons";
import type { NavItem } from "@/content/navigation";
import { Link } from "@/i18n/navigation";
import type { SalesContact } from "./contact/sales-contact";
import { useWhatsappHref } from "./contact/use-whatsapp-href";
import { NavList } from "./nav-list";

interface MenuContentProps {
  items: NavItem[];
  secondary: NavItem[];
  contact: SalesContact;
  /** Below the legal links: what only works with scripts (the display settings on phones). */
  footer?: ReactNode;
}

const salesLink =
  "flex min-h-nav-item items-center gap-3 rounded-brand px-4 font-medium hover:bg-white/10";

/** The menu's links: the sections, then registering and reaching the sales team, then the legal pages. */
export function MenuContent({ items, secondary, contact, footer }: MenuContentProps) {
  const t = useTranslations("Header");
  const whatsappHref = useWhatsappHref();
  return (
    <nav aria-label={t("mainNavigation")} className="flex flex-1 flex-col gap-6 pb-8">
      <NavList items={items} variant="drawer" />
      <ul className="flex flex-col gap-1 border-t border-white/15 px-3 pt-4">
        <li className="mb-2 px-1">
          <Link
            href="/register"
            prefetch={false}
            className="flex min-h-12 items-center justify-center gap-2 rounded-brand bg-accent px-4 font-semibold text-on-accent"
          >
            <PenIcon width={20} height={20} />
            {t("register")}
          </Link>
        </li>
        <li>
          <a href={whatsappHref} rel="nofollow" className={salesLink}>
            <ChatIcon width={20} height={20} />
            {t("whatsappSales")}
          </a>
        </li>
        <li>
          <a href={contact.callHref} data-touch="call" className={salesLink}>
            <PhoneIcon width={20} height={20} />
            {t("callSales", { phone: contact.phone })}
          </a>
        </li>
      </ul>
      <div className="mt-auto border-t border-white/15 pt-4 text-sm text-white/85">
        <NavList items={secondary} variant="drawer" />
        {footer}
      </div>
    </nav>
  );
}
