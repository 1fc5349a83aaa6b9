import { resolveOwner, type LeadFilter } from "@/lib/leads/filters";
import type { StaffRole } from "../auth/roles";

/**
 * What a staff member may export: admins everything the filter asks for; sales staff only the
 * leads they own, whatever the link asks for. Applied to the filter, so every query of an export
 * (its size, each batch) sees the same rows.
 */
export function exportFilterFor(
  staff: { id: string; role: StaffRole },
  requested: LeadFilter,
): LeadFilter {
  return staff.role === "admin"
    ? resolveOwner(requested, staff.id)
    : { ...requested, owner: staff.id };
}
