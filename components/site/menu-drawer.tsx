"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Drawer } from "@/components/ui/drawer";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import type { NavItem } from "@/content/navigation";
import { usePathname } from "@/i18n/navigation";
import type { SalesContact } from "./contact/sales-contact";
import { MenuContent } from "./menu-content";
import { SettingsDrawer } from "./settings/settings-drawer";

interface MenuDrawerProps {
  items: NavItem[];
  secondary: NavItem[];
  contact: SalesContact;
}

const toggle =
  "grid h-11 w-11 shrink-0 place-items-center rounded-full hover:bg-current/10 xl:hidden";

/**
 * The slide-in menu: dark navy, closes on Escape, on a click outside and when the route changes.
 * Without scripts the same links open from a disclosure (<details>) under the header instead.
 */
export function MenuDrawer({ items, secondary, contact }: MenuDrawerProps) {
  const t = useTranslations("Header");
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  // Open only on the page where it was opened: navigating closes it without an effect.
  const open = openOn === pathname;

  return (
    <>
      <button
        type="button"
        onClick={() => setOpenOn(pathname)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`${toggle} no-js:hidden`}
      >
        <MenuIcon />
        <span className="sr-only">{t("openMenu")}</span>
      </button>
      <Drawer
        open={open}
        onClose={() => setOpenOn(null)}
        title={t("menu")}
        closeLabel={t("closeMenu")}
        side="start"
        className="bg-navy text-white [--accent-text:var(--accent)]"
      >
        <MenuContent
          items={items}
          secondary={secondary}
          contact={contact}
          // On phones the header has no room for the settings button; it lives here.
          footer={
            <div className="mt-4 px-3 md:hidden">
              <SettingsDrawer variant="menu" />
            </div>
          }
        />
      </Drawer>
      <details className="group js:hidden xl:hidden">
        <summary
          className={`${toggle} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          <MenuIcon className="group-open:hidden" />
          <CloseIcon className="hidden group-open:block" />
          <span className="sr-only group-open:hidden">{t("openMenu")}</span>
          <span className="sr-only hidden group-open:inline">{t("closeMenu")}</span>
        </summary>
        {/* Under the header (its blur makes it the containing block), the height of the screen. */}
        <div className="absolute inset-x-0 top-full flex h-[calc(100dvh-var(--spacing-header-mobile))] flex-col overflow-y-auto bg-navy pt-4 text-white [--accent-text:var(--accent)] lg:h-[calc(100dvh-var(--spacing-header-desktop))]">
          <MenuContent items={items} secondary={secondary} contact={contact} />
        </div>
      </details>
    </>
  );
}
