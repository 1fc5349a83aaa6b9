import { writeAudit } from "@/server/audit/write";
import { authorizeRequest } from "@/server/access/guard";
import { actorOf } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { buildAccessFile } from "@/server/privacy/access";
import { findPersonGroups, parsePersonKey } from "@/server/privacy/find-person";
import { malaysiaStamp } from "@/lib/time/malaysia";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

/**
 * POST /admin/requests/access (a form post with `person`, an email or phone number): the data file
 * for an access request. A POST, so the email or number never appears in a URL or a server log.
 */
export async function POST(request: Request) {
  // The data-request desk is an admin's (server/access/policy.ts): 403 for anyone else.
  const { staff, refusal } = await authorizeRequest(request, "privacy.desk");
  if (refusal) return refusal;
  const form = await request.formData().catch(() => null);
  const key = parsePersonKey(String(form?.get("person") ?? ""));
  if (!key) {
    return Response.json(
      { error: "Enter the person's email or phone number." },
      { status: 422, headers: noStore },
    );
  }
  const db = getDb();
  const groups = await findPersonGroups(db, key);
  if (!groups.length) {
    return Response.json(
      { error: "Nobody with that email or phone number is on record." },
      { status: 404, headers: noStore },
    );
  }
  const file = await buildAccessFile(db, groups);
  await writeAudit(db, {
    actor: actorOf(staff),
    action: "privacy.access",
    entity: "registration",
    entityId: groups.length === 1 ? groups[0] : null,
    details: {
      firstRegistrationIds: groups,
      registrations: file.registrations.length,
      matchedBy: key.kind,
    },
  });
  const day = malaysiaStamp(file.generatedAt).slice(0, 10);
  return new Response(JSON.stringify(file, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="skyhaven-personal-data-${day}.json"`,
      ...noStore,
    },
  });
}
