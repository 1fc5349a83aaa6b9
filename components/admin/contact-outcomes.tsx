"use client";

import { useActionState } from "react";
import { contactOutcomeLabels, contactOutcomes } from "@/lib/leads/contact-outcomes";
import { logOutcomeAction, type DeskFormState } from "@/server/leads/desk-entry-actions";
import { FormFeedback, inputClass, labelClass } from "./form-feedback";

interface ContactOutcomesProps {
  id: string;
  /** As the buyer typed it, and E.164 for the links. */
  contactRaw: string;
  contactE164: string;
  /** wa.me with a greeting in the buyer's language. */
  whatsappUrl: string;
}

const linkButton =
  "inline-flex items-center rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white";
const outcomeButton =
  "rounded-brand border border-navy px-3 py-2 text-sm font-semibold text-navy disabled:opacity-70";

/**
 * Call or chat with one tap, then log what came of it with one more: each outcome is its own
 * small form (a plain post without JavaScript). One more form logs an outcome with a short note.
 */
export function ContactOutcomes({
  id,
  contactRaw,
  contactE164,
  whatsappUrl,
}: ContactOutcomesProps) {
  const [state, action, pending] = useActionState<DeskFormState, FormData>(logOutcomeAction, {});
  return (
    <section aria-labelledby="contact-heading" className="grid gap-3">
      <h2 id="contact-heading" className="text-lg font-semibold">
        Contact {contactRaw}
      </h2>
      <div className="flex flex-wrap gap-2">
        <a href={`tel:${contactE164}`} className={linkButton}>
          Call {contactRaw}
        </a>
        <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className={linkButton}>
          WhatsApp
        </a>
      </div>
      <p className="text-sm text-muted" id="outcome-hint">
        Then log what came of it:
      </p>
      <ul className="flex flex-wrap gap-2">
        {contactOutcomes.map((outcome) => (
          <li key={outcome}>
            <form action={action}>
              <input type="hidden" name="id" value={id} />
              <input type="hidden" name="outcome" value={outcome} />
              <button type="submit" disabled={pending} className={outcomeButton}>
                {contactOutcomeLabels[outcome]}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <FormFeedback id="outcome-feedback" message={state.message} error={state.error} />
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Log an outcome with a note</summary>
        <form action={action} className="mt-3 grid gap-2 sm:grid-cols-[auto_1fr_auto] sm:items-end">
          <input type="hidden" name="id" value={id} />
          <label className={labelClass}>
            Outcome
            <select name="outcome" className={inputClass} defaultValue="called_spoke">
              {contactOutcomes.map((outcome) => (
                <option key={outcome} value={outcome}>
                  {contactOutcomeLabels[outcome]}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            Short note
            <input
              name="note"
              maxLength={300}
              aria-describedby="outcome-feedback"
              className={inputClass}
            />
          </label>
          <button type="submit" disabled={pending} className={outcomeButton}>
            Log outcome
          </button>
        </form>
      </details>
    </section>
  );
}
