"use client";

import { useActionState } from "react";
import { resetPasswordAction, type StaffActionState } from "@/server/auth/staff-actions";
import { FormFeedback, inputClass, primaryButton } from "../form-feedback";

export function ResetPasswordForm({ userId, email }: { userId: string; email: string }) {
  const [state, action, pending] = useActionState<StaffActionState, FormData>(
    resetPasswordAction,
    {},
  );
  return (
    <form action={action} className="mt-2 flex flex-wrap items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      <input
        name="password"
        type="text"
        autoComplete="new-password"
        required
        minLength={12}
        aria-label={`New password for ${email}`}
        className={inputClass}
      />
      <button type="submit" disabled={pending} className={primaryButton}>
        Set password
      </button>
      <FormFeedback {...state} />
    </form>
  );
}
