"use client";

import { useActionState } from "react";
import { renameStaffAction, type RenameActionState } from "@/server/auth/profile-actions";
import { FormFeedback } from "../form-feedback";

const smallButton = "rounded-brand border border-line px-3 py-1.5 text-xs font-semibold";

/** The name a staff member goes by on the desk; the form sends the name it showed (compare and set). */
export function RenameForm({
  userId,
  email,
  name,
}: {
  userId: string;
  email: string;
  name: string;
}) {
  const [state, action, pending] = useActionState<RenameActionState, FormData>(
    renameStaffAction,
    {},
  );
  const feedbackId = `name-feedback-${userId}`;
  return (
    <form action={action} className="grid gap-1">
      {/* Keyed by the stored name, so a save shows what was saved, not what was typed. */}
      <input key={`shown-${name}`} type="hidden" name="shown" defaultValue={name} />
      <input type="hidden" name="userId" value={userId} />
      <div className="flex flex-wrap gap-2">
        <input
          key={name}
          name="name"
          defaultValue={name}
          required
          maxLength={120}
          aria-label={`Name of ${email}`}
          aria-describedby={feedbackId}
          className="w-full min-w-0 rounded-brand border border-line bg-surface px-2 py-1.5 text-sm font-medium sm:w-44"
        />
        <button type="submit" disabled={pending} className={smallButton}>
          Rename<span className="sr-only"> {email}</span>
        </button>
      </div>
      <FormFeedback id={feedbackId} {...state} />
    </form>
  );
}
