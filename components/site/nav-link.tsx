"use client";

import { useTranslations } from "next-intl";
import type { NavItem } from "@/content/navigation";
import { Link } from "@/i18n/navigation";
import { ExternalIcon } from "@/components/ui/icons";

const styles = {
  bar: "inline-flex h-11 items-center gap-1 rounded-brand px-2.5 text-[0.9rem] whitespace-nowrap font-medium tracking-wide transition-colors hover:text-accent-text aria-[current=page]:text-accent-text",
  drawer:
    "flex min-h-nav-item items-center gap-2 rounded-brand px-4 text-base font-medium transition-colors hover:bg-white/10 aria-[current=page]:bg-white/10 aria-[current=page]:text-accent-text",
  sub: "flex min-h-nav-subitem items-center gap-2 rounded-brand px-4 ps-8 text-[0.95rem] hover:bg-white/10 aria-[current=page]:text-accent-text",
};

interface NavLinkProps {
  item: NavItem;
  label: string;
  active: boolean;
  variant: keyof typeof styles;
}

export function NavLink({ item, label, active, variant }: NavLinkProps) {
  const t = useTranslations("Nav");
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener" className={styles[variant]}>
        {label}
        <ExternalIcon width={15} height={15} />
        <span className="sr-only">{t("opensInNewTab")}</span>
      </a>
    );
  }
  // Not prefetched: a prefetched page brings its large preloaded picture along (Next 16 acts on
  // the page's payload as it arrives), and the menu links every page with one on each page view.
  return (
    <Link
      href={item.href}
      prefetch={false}
      aria-current={active ? "page" : undefined}
      className={styles[variant]}
    >
      {label}
    </Link>
  );
}
