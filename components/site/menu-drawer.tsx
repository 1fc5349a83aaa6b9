"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Drawer } from "@/components/ui/drawer";
import { MenuIcon } from "@/components/ui/icons";
import type { NavItem } from "@/content/navigation";
import { usePathname } from "@/i18n/navigation";
import { NavList } from "./nav-list";

interface MenuDrawerProps {
  items: NavItem[];
  secondary: NavItem[];
}

/** The slide-in menu: dark navy, closes on Escape, on a click outside and when the route changes. */
export function MenuDrawer({ items, secondary }: MenuDrawerProps) {
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
        className="grid h-11 w-11 place-items-center rounded-full hover:bg-current/10 xl:hidden"
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
        <nav
          aria-label={t("mainNavigation")}
          className="flex flex-1 flex-col justify-between gap-8 pb-8"
        >
          <NavList items={items} variant="drawer" />
          <div className="border-t border-white/15 pt-4 text-sm text-white/85">
            <NavList items={secondary} variant="drawer" />
          </div>
        </nav>
      </Drawer>
    </>
  );
}
