import type { ReactNode } from "react";

interface PageIntroProps {
  eyebrow: string;
  title: string;
  intro?: string;
  /** Extra lines under the intro, e.g. a document's version and effective date. */
  children?: ReactNode;
}

/** The opening of an inner page: eyebrow, the page's one h1, and a short introduction. */
export function PageIntro({ eyebrow, title, intro, children }: PageIntroProps) {
  return (
    <header className="mx-auto max-w-7xl px-5 pt-14 pb-12 sm:px-8 lg:pt-20 lg:pb-16">
      <p className="text-xs font-semibold tracking-[0.28em] text-accent-text uppercase">
        {eyebrow}
      </p>
      <h1 className="mt-4 max-w-4xl font-display text-4xl leading-[1.1] font-medium text-balance sm:text-6xl">
        {title}
      </h1>
      {intro && <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted">{intro}</p>}
      {children}
    </header>
  );
}
