import type { ConceptContent } from "@/content/concept/types";

export function Quote({ quote }: { quote: ConceptContent["quote"] }) {
  return (
    <section className="mx-auto max-w-4xl px-5 py-20 text-center sm:px-8 lg:py-28">
      <figure>
        <svg viewBox="0 0 48 36" className="mx-auto h-8 w-10 text-accent-text" aria-hidden="true">
          <path
            fill="currentColor"
            d="M0 36V21C0 9 6 2 18 0l2 5c-7 2-10 6-10 12h8v19zm28 0V21c0-12 6-19 18-21l2 5c-7 2-10 6-10 12h8v19z"
          />
        </svg>
        <blockquote className="mt-6 font-display text-2xl leading-snug font-medium text-balance italic sm:text-4xl">
          <p>{quote.text}</p>
        </blockquote>
        <figcaption className="mt-6 text-sm font-semibold uppercase tracking-[0.2em] text-muted">
          {quote.attribution}
        </figcaption>
      </figure>
    </section>
  );
}
