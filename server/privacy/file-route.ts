import "server-only";
import { authorizeRequest } from "../access/guard";
import { writeAudit } from "../audit/write";
import { actorOf } from "../auth/session";
import { getDb } from "../db/client";
import { buildAccessFile } from "./access";
import { findPersonGroups, parsePersonKey } from "./find-person";
import { buildPortableFile } from "./portable";
import { malaysiaStamp } from "@/lib/time/malaysia";

const noStore = { "Cache-Control": "no-store" };

const kinds = {
  access: {
    action: "privacy.access",
    file: "skyhaven-personal-data",
    build: buildAccessFile,
  },
  portability: {
    action: "privacy.portability",
    file: "skyhaven-portable-data",
    build: buildPortableFile,
  },
} as const;

/**
 * A form post with `person` (an email or phone number) answered with one person's data file:
 * the access file, or the portable file for another controller. A POST, so the email or number
 * never appears in a URL or a server log; admins only (privacy.desk), 403 for anyone else.
 */
export async function personFileResponse(
  request: Request,
  kind: keyof typeof kinds,
): Promise<Response> {
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
  const { action, file: name, build } = kinds[kind];
  const file = await build(db, groups);
  await writeAudit(db, {
    actor: actorOf(staff),
    action,
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
      "Content-Disposition": `attachment; filename="${name}-${day}.json"`,
      ...noStore,
    },
  });
}
