"use client";

import { useActionState } from "react";
import { staffRoleLabels } from "@/lib/staff/roles";
import type { StaffRole } from "@/server/auth/roles";
import { setRoleAction, type RoleActionState } from "@/server/auth/staff-actions";
import { FormFeedback } from "../form-feedback";

const smallButton = "rounded-brand border border-line px-3 py-1.5 text-xs font-semibold";

/** A staff member's role: choose, save, then confirm (two form posts, so it works without JS). */
export function RoleForm({
  userId,
  email,
  role,
}: {
  userId: string;
  email: string;
  role: StaffRole;
}) {
  const [state, action, pending] = useActionState<RoleActionState, FormData>(setRoleAction, {});
  const feedbackId = `role-feedback-${userId}`;
  if (state.confirm) {
    return (
      <form action={action} className="grid max-w-64 gap-2">
        <input type="hidden" name="userId" value={userId} />
        <input type="hidden" name="role" value={state.confirm.role} />
        <input type="hidden" name="shown" value={state.confirm.shown} />
        <input type="hidden" name="confirmed" value="1" />
        <p id={feedbackId} role="status" className="text-sm">
          {state.confirm.question}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={pending} className={`${smallButton} bg-navy text-white`}>
            Yes, make {staffRoleLabels[state.confirm.role].toLowerCase()}
          </button>
          <button type="submit" name="cancel" value="1" disabled={pending} className={smallButton}>
            Cancel
          </button>
        </div>
      </form>
    );
  }
  return (
    <form action={action} className="grid gap-2">
      <input type="hidden" name="userId" value={userId} />
      {/* Keyed by the stored role, so a save never leaves the select showing the old one. */}
      <input key={`shown-${role}`} type="hidden" name="shown" defaultValue={role} />
      <div className="flex gap-2">
        <select
          key={role}
          name="role"
          defaultValue={role}
          aria-label={`Role of ${email}`}
          aria-describedby={feedbackId}
          className="rounded-brand border border-line bg-surface px-2 py-1.5"
        >
          <option value="sales">{staffRoleLabels.sales}</option>
          <option value="admin">{staffRoleLabels.admin}</option>
        </select>
        <button type="submit" disabled={pending} className={smallButton}>
          Save<span className="sr-only"> role of {email}</span>
        </button>
      </div>
      <FormFeedback id={feedbackId} {...state} />
    </form>
  );
}
