import type { ReactNode } from "react";

interface PageIntroProps {
  eyebrow: string;
  title: string;
  intro: string;
  children?: ReactNode;
}

/** The heading block that opens the media pages: eyebrow, display title, a short paragraph. */
export function PageIntro({ eyebrow, title, intro, children }: PageIntroProps) {
  return (
    <header className="mx-auto max-w-7xl px-5 pt-14 pb-10 sm:px-8 lg:pt-20 lg:pb-14">
      <p className="text-xs font-semibold uppercase tracking-[0.28em] text-accent-text">
        {eyebrow}
      </p>
      <h1 className="mt-3 max-w-3xl font-display text-4xl leading-tight font-medium text-balance sm:text-6xl">
        {title}
      </h1>
      <p className="mt-5 max-w-2xl leading-relaxed text-muted sm:text-lg">{intro}</p>
      {children}
    </header>
  );
}
