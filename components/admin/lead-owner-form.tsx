"use client";

import { useActionState } from "react";
import type { OwnerOption } from "@/server/leads/owners";
import { assignLeadAction, type OwnerActionState } from "@/server/leads/owner-actions";
import { FormFeedback } from "./form-feedback";

interface LeadOwnerFormProps {
  id: string;
  ownerId: string | null;
  ownerName: string | null;
  owners: OwnerOption[];
}

/** An admin gives the lead to someone (or nobody). */
export function LeadOwnerForm({ id, ownerId, ownerName, owners }: LeadOwnerFormProps) {
  const [state, action, pending] = useActionState<OwnerActionState, FormData>(assignLeadAction, {});
  const current = ownerId ?? "";
  // A disabled owner is no longer offered, but the select must still show who owns the lead.
  const options =
    ownerId && !owners.some((o) => o.id === ownerId)
      ? [...owners, { id: ownerId, name: `${ownerName ?? "Former account"} (disabled)` }]
      : owners;
  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={id} />
      {/* Keyed by the stored owner, so after a save the select shows it (see lead-status-form). */}
      <input key={`shown-${current}`} type="hidden" name="shown" defaultValue={current} />
      <label className="grid max-w-full min-w-0 gap-1 text-xs font-medium text-muted">
        Owner
        <select
          key={current}
          name="owner"
          defaultValue={current}
          aria-describedby={`owner-feedback-${id}`}
          className="w-full min-w-0 rounded-brand border border-line bg-surface px-2.5 py-2 text-sm text-fg"
        >
          <option value="">Unassigned</option>
          {options.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        disabled={pending}
        className="rounded-brand border border-navy px-4 py-2 text-sm font-semibold text-navy disabled:opacity-70"
      >
        {pending ? "Saving…" : "Save owner"}
      </button>
      <FormFeedback
        id={`owner-feedback-${id}`}
        message={state.message}
        error={state.error}
        className="w-full"
      />
    </form>
  );
}
