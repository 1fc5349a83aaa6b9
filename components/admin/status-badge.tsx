import { leadStatusLabels, type LeadStatus } from "@/lib/leads/statuses";

// Text colours on light tints, each at least 4.5:1.
const tones: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-amber-100 text-amber-900",
  qualified: "bg-violet-100 text-violet-900",
  visited: "bg-teal-100 text-teal-900",
  booked: "bg-emerald-100 text-emerald-900",
  lost: "bg-stone-200 text-stone-800",
  spam: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}
    >
      {leadStatusLabels[status]}
    </span>
  );
}
