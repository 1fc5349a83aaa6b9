import type { ReactNode } from "react";
import type { RateSource } from "@/content/calculator/schema";
import { SourcesNote } from "./sources-note";

interface SectionCardProps {
  id: string;
  title: string;
  inputs?: ReactNode;
  sources: RateSource[];
  /** The disclaimer above the sources: the costs' one unless given; null when the results say it. */
  estimate?: string | null;
  /** A line under the title. */
  intro?: string;
  children: ReactNode;
}

/** One part of the calculator: its figures beside its results (stacked on a phone). */
export function SectionCard({
  id,
  title,
  inputs,
  sources,
  estimate,
  intro,
  children,
}: SectionCardProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="font-display text-3xl font-medium sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-3xl text-muted">{intro}</p>}
      <div
        className={`mt-6 grid gap-6 ${inputs ? "lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10" : ""}`}
      >
        {inputs && (
          <div className="grid content-start gap-5 sm:grid-cols-2 lg:grid-cols-1">{inputs}</div>
        )}
        <div
          className={`rounded-brand border border-line bg-surface p-5 sm:p-7 ${inputs ? "lg:sticky lg:top-24 lg:self-start" : "lg:max-w-3xl"}`}
          data-testid={`${id}-results`}
        >
          {children}
          <SourcesNote sources={sources} estimate={estimate} />
        </div>
      </div>
    </section>
  );
}
