"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { NavItem } from "@/content/navigation";
import { ChevronIcon } from "@/components/ui/icons";
import { isActivePath } from "@/lib/nav-active";
import { NavLink } from "./nav-link";

interface NavGroupProps {
  item: NavItem;
  pathname: string;
  variant: "bar" | "drawer";
}

/** A menu entry with children: expands on click, and folds away once the visitor leaves its section. */
export function NavGroup({ item, pathname, variant }: NavGroupProps) {
  const t = useTranslations("Nav");
  const inSection = isActivePath(pathname, item.href);
  const [toggled, setToggled] = useState<{ open: boolean; path: string } | null>(null);
  // A manual toggle holds only while the path it was made on stays current.
  const open = toggled && toggled.path === pathname ? toggled.open : inSection;
  const label = t(item.label);
  const id = `nav-group-${item.label}`;

  return (
    <div className={variant === "bar" ? "relative" : undefined}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t(open ? "collapse" : "expand", { label })}
        onClick={() => setToggled({ open: !open, path: pathname })}
        className="flex min-h-nav-item w-full items-center justify-between gap-2 rounded-brand px-4 font-medium hover:bg-current/10"
      >
        <span className={inSection ? "text-accent-text" : undefined}>{label}</span>
        <ChevronIcon
          width={18}
          height={18}
          className={`transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={id} hidden={!open}>
        {item.children?.map((child) => (
          <li key={child.href}>
            <NavLink
              item={child}
              label={t(child.label)}
              active={isActivePath(pathname, child.href, true)}
              variant="sub"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
