"use client";

import { useTranslations } from "next-intl";
import type { NavItem } from "@/content/navigation";
import { usePathname } from "@/i18n/navigation";
import { isActivePath } from "@/lib/nav-active";
import { NavGroup } from "./nav-group";
import { NavLink } from "./nav-link";

interface NavListProps {
  items: NavItem[];
  variant: "bar" | "drawer";
}

export function NavList({ items, variant }: NavListProps) {
  const pathname = usePathname();
  const t = useTranslations("Nav");
  const listClass = variant === "bar" ? "flex items-center gap-1" : "flex flex-col gap-1 px-3";
  return (
    <ul className={listClass}>
      {items
        .filter((item) => variant === "drawer" || !item.drawerOnly)
        .map((item) => (
          <li key={item.href}>
            {item.children ? (
              <NavGroup item={item} pathname={pathname} variant={variant} />
            ) : (
              <NavLink
                item={item}
                label={t(item.label)}
                active={!item.external && isActivePath(pathname, item.href)}
                variant={variant}
              />
            )}
          </li>
        ))}
    </ul>
  );
}
