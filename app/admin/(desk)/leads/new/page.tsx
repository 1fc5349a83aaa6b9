import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import Link from "next/link";
import { ManualLeadForm } from "@/components/admin/manual-lead-form";
import { privacyNoticeVersion } from "@/content/legal/privacy/version";
import { termsVersion } from "@/content/legal/terms/version";
import { unitTypeCodes } from "@/content/units/codes";
import { requirePermission } from "@/server/access/guard";
import { ownsEnteredLeads } from "@/server/access/leads";
import { listSalutations } from "@/server/salutations/list";

export const metadata: Metadata = { title: "Add a lead" };

export default async function NewLeadPage() {
  const staff = await requirePermission("leads.enter");
  const salutations = await listSalutations("en");
  return (
    <div className="grid max-w-4xl gap-5">
      <p className="text-sm">
        <Link href="/admin/leads" className="underline underline-offset-4">
          ← All leads
        </Link>
      </p>
      <div className="grid gap-1">
        <h1 className="font-display text-4xl">Add a lead</h1>
        <p className="text-sm text-muted">
          A buyer met at the sales gallery, a roadshow or through an agent. The same checks as the
          registration form apply; a buyer already on the desk (same mobile or email) is added to
          their existing lead.{" "}
          {ownsEnteredLeads(staff)
            ? "A new buyer you enter is your lead."
            : "A new buyer you enter goes to the team the way web registrations do."}
        </p>
      </div>
      <ManualLeadForm
        salutations={salutations}
        unitTypes={[...unitTypeCodes]}
        formToken={randomUUID()}
        noticeVersion={privacyNoticeVersion}
        termsVersion={termsVersion}
      />
    </div>
  );
}
