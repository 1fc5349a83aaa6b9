import type { Metadata } from "next";
import Link from "next/link";
import { DeskStatus } from "@/components/admin/status/desk-status";
import { buttonClasses } from "@/components/ui/button-styles";

export const metadata: Metadata = { title: "Not found" };

/** A desk address that leads nowhere: a lead, visit or page that does not exist (any more). */
export default function AdminNotFound() {
  return (
    <DeskStatus
      code="404"
      title="Nothing here"
      actions={
        <>
          <Link href="/admin" className={buttonClasses("primary")}>
            Back to the desk
          </Link>
          <Link href="/admin/leads" className={buttonClasses("outline")}>
            All leads
          </Link>
        </>
      }
    >
      <p>
        This address does not lead to a page of the lead desk. A link may be out of date, or what it
        pointed to may have been removed or erased.
      </p>
    </DeskStatus>
  );
}
