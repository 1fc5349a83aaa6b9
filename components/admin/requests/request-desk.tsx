"use client";

import { useActionState, useEffect, useRef } from "react";
import { requestDeskAction } from "@/server/privacy/actions";
import type { RequestDeskState } from "@/server/privacy/request-state";
import { ErasePanel } from "./erase-panel";
import { ErasureDone } from "./erasure-done";
import { MatchTable } from "./match-table";

const input = "w-full rounded-brand border border-line bg-surface px-3 py-2.5 text-base";
const buttonPrimary =
  "rounded-brand bg-navy px-4 py-2.5 font-semibold text-white disabled:opacity-70";

/**
 * Find a person, then answer their access or erasure request; nothing about them enters a URL.
 * Only admins see the erase step (the server action checks the role too).
 */
export function RequestDesk({ canErase }: { canErase: boolean }) {
  const [state, action, pending] = useActionState<RequestDeskState, FormData>(
    requestDeskAction,
    {},
  );
  const resultHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.lookup) resultHeading.current?.focus();
  }, [state.lookup]);

  const matches = state.matches;
  return (
    <>
      <form
        action={action}
        className="mt-8 grid gap-3 rounded-brand border border-line bg-surface p-5 sm:grid-cols-[1fr_auto] sm:items-end"
        noValidate
      >
        <label className="grid gap-1.5 text-sm font-medium">
          Email or phone number
          <input
            name="person"
            type="text"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            required
            defaultValue={state.erased ? "" : state.person}
            key={state.erased ? "cleared" : "person"}
            aria-describedby={state.error ? "person-error" : "person-hint"}
            aria-invalid={state.error ? true : undefined}
            className={input}
          />
        </label>
        <button
          type="submit"
          name="intent"
          value="find"
          disabled={pending}
          className={buttonPrimary}
        >
          {pending ? "Searching…" : "Find person"}
        </button>
        {state.error ? (
          <p id="person-error" role="alert" className="text-sm text-red-800 sm:col-span-2">
            {state.error}
          </p>
        ) : (
          <p id="person-hint" className="text-sm text-muted sm:col-span-2">
            Exact match on the normalized email or the number in international form: 012-345 6789
            finds +60 12-345 6789.
          </p>
        )}
      </form>

      {state.erased && <ErasureDone result={state.erased} />}
      {state.eraseError && !matches && (
        <p role="alert" className="mt-6 text-red-800">
          {state.eraseError}
        </p>
      )}

      {matches && (
        <section aria-labelledby="matches-heading" className="mt-10">
          <h2
            id="matches-heading"
            ref={resultHeading}
            tabIndex={-1}
            className="font-display text-2xl focus:outline-none"
          >
            {matches.length
              ? `${matches.length} ${matches.length === 1 ? "registration" : "registrations"} found`
              : "Nobody found"}
          </h2>
          {matches.length ? (
            <>
              <MatchTable matches={matches} />
              <div className="mt-8 grid items-start gap-5 md:grid-cols-2">
                <section
                  aria-labelledby="access-heading"
                  className="rounded-brand border border-line bg-surface p-5"
                >
                  <h3 id="access-heading" className="text-lg font-semibold">
                    Access request
                  </h3>
                  <p className="mt-2 text-sm text-muted">
                    A JSON file with everything held about this person, to send to them: every
                    registration and its consents, unit types, the sales timeline and notes, and the
                    messages sent about them.
                  </p>
                  {/* A plain form post: the file downloads and this page stays as it is. */}
                  <form method="post" action="/admin/requests/access" className="mt-4">
                    <input type="hidden" name="person" value={state.person ?? ""} />
                    <button type="submit" className={buttonPrimary}>
                      Download data file
                    </button>
                  </form>
                  <h3 id="portable-heading" className="mt-6 text-lg font-semibold">
                    Portability request
                  </h3>
                  <p className="mt-2 text-sm text-muted">
                    When the person asks us to send their data to another data controller (PDPA
                    s.43A): a machine-readable JSON file of what they gave us (details, consents,
                    unit types, sales gallery visits), without our notes or statuses.
                  </p>
                  <form method="post" action="/admin/requests/portable" className="mt-4">
                    <input type="hidden" name="person" value={state.person ?? ""} />
                    <button
                      type="submit"
                      className={buttonPrimary}
                      aria-describedby="portable-heading"
                    >
                      Download portable file
                    </button>
                  </form>
                </section>
                {canErase ? (
                  <ErasePanel
                    action={action}
                    person={state.person ?? ""}
                    registrations={matches.length}
                    error={state.eraseError}
                    pending={pending}
                  />
                ) : (
                  <p className="rounded-brand border border-line bg-surface p-5 text-sm text-muted">
                    Erasure requests are carried out by an admin: pass this one on to them.
                  </p>
                )}
              </div>
            </>
          ) : (
            <p className="mt-2 text-muted">
              No registration matches that email or phone number. People already erased cannot be
              found again.
            </p>
          )}
        </section>
      )}
    </>
  );
}
