import type { ReactNode } from "react";

interface StatusPageProps {
  code?: string;
  title: string;
  body: ReactNode;
  children?: ReactNode;
}

/** The centred layout of the 404, 500, maintenance and coming-soon pages. */
export function StatusPage({ code, title, body, children }: StatusPageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      {code && (
        <p
          className="font-display text-[7rem] leading-none font-semibold text-accent-text/90 sm:text-[9rem]"
          aria-hidden="true"
        >
          {code}
        </p>
      )}
      <h1 className="mt-4 font-display text-4xl font-medium text-balance sm:text-5xl">{title}</h1>
      <p className="mt-5 leading-relaxed text-muted">{body}</p>
      {children && <div className="mt-9 flex flex-wrap justify-center gap-3">{children}</div>}
    </section>
  );
}
