import { readText } from "../http/read-body";

/** Bodies of staff posts here are a lead id: anything longer is not one. */
const MAX_BYTES = 2048;
const LEAD_ID = /^[\w-]{1,64}$/;

export type EntryBody =
  { ok: true; leadId: string } | { ok: false; status: 413 | 422; error: string };

/**
 * `{"leadId": "…"}` as JSON, or `leadId=…` as a form, whatever Content-Type claims (`curl -d`
 * sends JSON as a form): anything else, unreadable or of the wrong type, is a 422, never a 500.
 */
export async function readEntryBody(request: Request): Promise<EntryBody> {
  const text = await readText(request, MAX_BYTES);
  if (text === null) return { ok: false, status: 413, error: "The body is too large." };
  let leadId: unknown;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value))
      leadId = (value as Record<string, unknown>).leadId;
  } catch {
    const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type === "application/x-www-form-urlencoded")
      leadId = new URLSearchParams(text).get("leadId") ?? undefined;
  }
  if (typeof leadId !== "string" || !LEAD_ID.test(leadId))
    return { ok: false, status: 422, error: 'Send {"leadId": "<the lead\'s id>"}.' };
  return { ok: true, leadId };
}
