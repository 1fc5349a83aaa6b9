"use client";

import { useActionState } from "react";
import { createStaffAction, type StaffActionState } from "@/server/auth/staff-actions";
import { FormFeedback, inputClass, labelClass, primaryButton } from "../form-feedback";

export function CreateStaffForm() {
  const [state, action, pending] = useActionState<StaffActionState, FormData>(
    createStaffAction,
    {},
  );
  return (
    <form action={action} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5 xl:items-end">
      <label className={labelClass}>
        Name
        <input name="name" required maxLength={120} className={inputClass} />
      </label>
      <label className={labelClass}>
        Email
        <input name="email" type="email" required className={inputClass} />
      </label>
      <label className={labelClass}>
        Role
        <select name="role" defaultValue="sales" className={inputClass}>
          <option value="sales">Sales</option>
          <option value="admin">Admin</option>
        </select>
      </label>
      <label className={labelClass}>
        First password
        <input
          name="password"
          type="text"
          autoComplete="new-password"
          required
          minLength={12}
          className={inputClass}
        />
      </label>
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? "Creating…" : "Create account"}
      </button>
      <div className="sm:col-span-2 xl:col-span-5">
        <FormFeedback {...state} />
      </div>
    </form>
  );
}
