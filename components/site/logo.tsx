/** The SkyHaven mark: two towers under a climbing flight path, and the wordmark. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 40 40" className="h-9 w-9 shrink-0 text-accent-text" aria-hidden="true">
        <path
          d="M4 30 C 14 27, 24 18, 36 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path d="M31.5 5.5 l5 -0.5 -1.5 4.6z" fill="currentColor" />
        <rect x="12" y="16" width="6" height="20" rx="1" fill="currentColor" opacity="0.9" />
        <rect x="21" y="12" width="6" height="24" rx="1" fill="currentColor" />
        <rect x="8" y="35" width="24" height="1.6" rx="0.8" fill="currentColor" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="font-display text-[1.45rem] font-semibold tracking-wide">SkyHaven</span>{" "}
        <span className="mt-0.5 text-[0.6rem] font-semibold uppercase tracking-[0.42em] text-muted">
          Suites
        </span>
      </span>
    </span>
  );
}
