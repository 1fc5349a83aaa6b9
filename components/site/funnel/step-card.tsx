import { ArrowIcon, ExternalIcon } from "@/components/ui/icons";
import { Link } from "@/i18n/navigation";

interface StepCardProps {
  href: string;
  title: string;
  body: string;
  /** For a file that opens in a new tab (the brochure): the words that say so to screen readers. */
  external?: string;
  primary?: boolean;
}

const card =
  "group flex h-full min-h-24 flex-col gap-2 rounded-brand border p-4 transition sm:p-5 hover:border-accent-text focus-visible:outline-3 focus-visible:outline-accent-text";

/** One way onward as a card that is a single link: its title names it, its line says what is there. */
export function StepCard({ href, title, body, external, primary }: StepCardProps) {
  const look = primary ? "border-accent bg-accent/15" : "border-line bg-surface";
  const content = (
    <>
      <span className="flex items-start justify-between gap-3 font-display text-xl font-semibold sm:text-2xl">
        {title}
        {external ? (
          <ExternalIcon width={18} height={18} className="mt-1 shrink-0 text-accent-text" />
        ) : (
          <ArrowIcon
            width={18}
            height={18}
            className="mt-1 shrink-0 text-accent-text rtl:rotate-180"
          />
        )}
      </span>
      <span className="text-sm leading-relaxed text-muted tabular-nums">{body}</span>
      {external && <span className="sr-only">{external}</span>}
    </>
  );
  return (
    // On a phone the first (the visit) takes the row, the others go two by two.
    <li className={primary ? "col-span-2 lg:col-span-1" : undefined}>
      {external ? (
        <a href={href} target="_blank" rel="noopener" className={`${card} ${look}`}>
          {content}
        </a>
      ) : (
        <Link href={href} prefetch={false} className={`${card} ${look}`}>
          {content}
        </Link>
      )}
    </li>
  );
}
