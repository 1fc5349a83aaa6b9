import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";

interface BreadcrumbProps {
  /** The navigation's accessible name, in the page's language. */
  label: string;
  /** The page one level up. */
  parent: { href: string; name: string };
  /** This page, as the trail names it. */
  current: ReactNode;
}

/** The trail above a detail page (a unit type, a gallery picture): its list, then itself. */
export function Breadcrumb({ label, parent, current }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className="text-sm text-muted">
      <ol className="flex flex-wrap gap-2">
        <li>
          <Link href={parent.href} className="underline-offset-4 hover:text-fg hover:underline">
            {parent.name}
          </Link>
          <span aria-hidden="true" className="ms-2">
            /
          </span>
        </li>
        <li aria-current="page" className="font-semibold text-fg">
          {current}
        </li>
      </ol>
    </nav>
  );
}
