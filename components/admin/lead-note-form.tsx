"use client";

import { useActionState, useEffect, useRef } from "react";
import { addNoteAction, type LeadActionState } from "@/server/leads/actions";
import { FormFeedback } from "./form-feedback";

export function LeadNoteForm({ id }: { id: string }) {
  const [state, action, pending] = useActionState<LeadActionState, FormData>(addNoteAction, {});
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.message) form.current?.reset();
  }, [state]);
  return (
    <form ref={form} action={action} className="grid gap-2">
      <input type="hidden" name="id" value={id} />
      <label className="grid gap-1 text-sm font-medium">
        Add a note
        <textarea
          name="note"
          rows={3}
          maxLength={4000}
          required
          aria-invalid={state.error ? true : undefined}
          aria-describedby="note-feedback"
          className="rounded-brand border border-line bg-surface px-3 py-2 text-sm"
        />
      </label>
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={pending}
          className="rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white disabled:opacity-70"
        >
          {pending ? "Adding…" : "Add note"}
        </button>
        <FormFeedback id="note-feedback" message={state.message} error={state.error} />
      </div>
    </form>
  );
}
