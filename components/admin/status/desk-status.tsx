import type { ReactNode } from "react";

/**
 * The desk's look for a page that cannot be shown (an error, an address that leads nowhere): the
 * sign-in page's card on navy, English as the desk is. No details of the failure: a stack trace or
 * a query is for the operator's log, never the page.
 */
export function DeskStatus({
  code,
  title,
  children,
  actions,
}: {
  code: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <main className="grid min-h-dvh place-items-center bg-navy px-5 py-12">
      <div className="w-full max-w-md rounded-brand bg-surface p-8 shadow-xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-accent-text uppercase">
          SkyHaven lead desk · {code}
        </p>
        <h1 className="mt-2 mb-4 font-display text-3xl">{title}</h1>
        <div className="space-y-3 text-muted">{children}</div>
        <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
      </div>
    </main>
  );
}
