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
    // Four equal columns at most, each allowed to shrink (min-w-0, w-full inputs): inputs keep their
    // intrinsic width otherwise, and at 1280 px five columns pushed them over one another.
    <form action={action} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <label className={`${labelClass} min-w-0`}>
        Name
        <input name="name" required maxLength={120} className={`${inputClass} w-full min-w-0`} />
      </label>
      <label className={`${labelClass} min-w-0`}>
        Email
        <input name="email" type="email" required className={`${inputClass} w-full min-w-0`} />
      </label>
      <label className={`${labelClass} min-w-0`}>
        Role
        <select name="role" defaultValue="sales" className={`${inputClass} w-full min-w-0`}>
          <option value="sales">Sales</option>
          <option value="admin">Admin</option>
        </select>
      </label>
      <label className={`${labelClass} min-w-0`}>
        First password
        <input
          name="password"
          type="text"
          autoComplete="new-password"
          required
          minLength={12}
          className={`${inputClass} w-full min-w-0`}
        />
      </label>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2 xl:col-span-4">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? "Creating…" : "Create account"}
        </button>
        <FormFeedback {...state} />
      </div>
    </form>
  );
}
