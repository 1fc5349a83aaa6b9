import Link from "next/link";
import { filterQuery, type LeadFilter } from "@/lib/leads/filters";

interface PagerProps {
  filter: LeadFilter;
  newer?: string;
  older?: string;
}

const link = "rounded-brand border border-line bg-surface px-4 py-2 text-sm font-medium";

export function Pager({ filter, newer, older }: PagerProps) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Pages" className="flex justify-between gap-4">
      {newer ? (
        <Link className={link} href={`/admin/leads?${filterQuery(filter, { before: newer })}`}>
          ← Newer
        </Link>
      ) : (
        <span />
      )}
      {older && (
        <Link className={link} href={`/admin/leads?${filterQuery(filter, { after: older })}`}>
          Older →
        </Link>
      )}
    </nav>
  );
}
