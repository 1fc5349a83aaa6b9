import Link from "next/link";
import { permitStatus } from "@/lib/particulars/permit-status";
import { formatDayLong, malaysiaDay } from "@/lib/time/malaysia";
import { can } from "@/server/access/policy";
import type { Staff } from "@/server/auth/session";
import { currentParticulars } from "@/server/cms/read/particulars";

/**
 * On every desk page for admins and the marketing team: the advertising permit's last day from
 * 14 days before it, and that it has lapsed after (the site then shows it lapsed and /landing
 * pauses registration). Renewed in the CMS's "Advertising particulars".
 */
export async function PermitNotice({ staff }: { staff: Staff }) {
  if (!can(staff, "desk.manage") && !can(staff, "content.edit")) return null;
  const status = permitStatus(await currentParticulars(), malaysiaDay(new Date()));
  if (status.state === "current") return null;
  const message =
    status.state === "lapsed"
      ? `The advertising and sales permit lapsed after ${formatDayLong(status.validTo)}: the site shows it as lapsed and /landing has paused registration.`
      : status.state === "expiring"
        ? `The advertising and sales permit ends on ${formatDayLong(status.validTo)} (${status.daysLeft === 0 ? "today" : `in ${status.daysLeft} days`}). Renew it and enter the new permit before then.`
        : `The advertising and sales permit starts on ${formatDayLong(status.validFrom)}: until then /landing does not take registrations.`;
  return (
    <div
      role="status"
      className="mb-6 rounded-brand border border-amber-700/40 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p>
        {message}{" "}
        {can(staff, "content.edit") && (
          <Link
            href="/cms/globals/particulars"
            className="font-semibold underline underline-offset-4"
          >
            Update the particulars
          </Link>
        )}
      </p>
    </div>
  );
}
