"use client";

import { useActionState } from "react";
import { changePasswordAction, type AccountActionState } from "@/server/auth/account-actions";
import { FormFeedback, inputClass, labelClass, primaryButton } from "./form-feedback";

export function ChangePasswordForm() {
  const [state, action, pending] = useActionState<AccountActionState, FormData>(
    changePasswordAction,
    {},
  );
  return (
    <form action={action} className="grid max-w-sm gap-3">
      <label className={labelClass}>
        Current password
        <input
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          className={inputClass}
        />
      </label>
      <label className={labelClass}>
        New password
        <input
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          className={inputClass}
        />
      </label>
      <label className={labelClass}>
        New password again
        <input
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          className={inputClass}
        />
      </label>
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? "Changing…" : "Change password"}
      </button>
      <FormFeedback {...state} />
    </form>
  );
}
