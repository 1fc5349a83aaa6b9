import Link from "next/link";

interface HistoryPagerProps {
  /** What is paged, for the links' names: "registrations" or "history entries". */
  noun: string;
  /** The lead page's link to the newest page, and to the next older one (absent at the end). */
  newest?: string;
  older?: string;
}

const link = "rounded-brand border border-line px-3 py-1.5 text-sm font-medium";

/** Plain links between pages of a long history: they work without JavaScript and can be shared. */
export function HistoryPager({ noun, newest, older }: HistoryPagerProps) {
  if (!newest && !older) return null;
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap justify-between gap-3">
      {newest ? (
        <Link className={link} href={newest}>
          ← Latest {noun}
        </Link>
      ) : (
        <span />
      )}
      {older && (
        <Link className={link} href={older}>
          Older {noun} →
        </Link>
      )}
    </nav>
  );
}
