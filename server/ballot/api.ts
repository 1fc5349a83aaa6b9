import { leadToChange } from "../access/lead-guard";
import "server-only";
import { authorizeRequest } from "../access/guard";
import { getDb } from "../db/client";
import { getLaunchSettings } from "../launch/settings";
import { commitBallot } from "./commit";
import { drawBallot } from "./draw";
import { enterBallot } from "./enter";
import { readEntryBody } from "./entry-body";
import { ballotRecord } from "./record";

const noStore = { "Cache-Control": "no-store" };

const json = (body: unknown, status: number, headers: Record<string, string> = noStore) =>
  Response.json(body, { status, headers });

const conflicts = {
  open: "The ballot has not been committed yet: commit it first.",
  committed: "The ballot is committed already: its entries are closed.",
  drawn: "The ballot has been drawn already: its order never changes.",
} as const;

/** POST /api/admin/ballot/entries `{"leadId"}`: a walk-in entered by a salesperson or admin. */
export async function handleEntryPost(request: Request): Promise<Response> {
  const { staff, refusal } = await authorizeRequest(request, "ballot.enter");
  if (refusal) return refusal;
  const body = await readEntryBody(request);
  if (!body.ok) return json({ error: body.error }, body.status);
  // A colleague's buyer is not there for a salesperson (server/access/leads.ts).
  const leadId = await leadToChange(getDb(), staff, body.leadId);
  if (!leadId) return json({ error: "No such lead (or its person's data was erased)." }, 404);
  const result = await enterBallot(getDb(), { leadId, enteredBy: staff.id });
  if (result.ok) return json({ reference: result.reference }, result.created ? 201 : 200);
  return result.error === "lead-not-found"
    ? json({ error: "No such lead (or its person's data was erased)." }, 404)
    : json({ error: "The ballot is closed: entries ended when it was committed." }, 409);
}

/** POST /api/admin/ballot/commit: closes entries and publishes the hashes. */
export async function handleCommitPost(request: Request): Promise<Response> {
  const { staff, refusal } = await authorizeRequest(request, "launch.run");
  if (refusal) return refusal;
  const result = await commitBallot(getDb(), staff);
  if (!result.ok) return json({ error: conflicts[result.status] }, 409);
  const { entries, entriesHash, seedHash } = result;
  return json({ entries, entriesHash, seedHash }, 200);
}

/** POST /api/admin/ballot/draw: reveals the seed, orders the entries, mails every entrant. */
export async function handleDrawPost(request: Request): Promise<Response> {
  const { staff, refusal } = await authorizeRequest(request, "launch.run");
  if (refusal) return refusal;
  const db = getDb();
  const result = await drawBallot(db, staff, await getLaunchSettings(db));
  if (!result.ok) return json({ error: conflicts[result.status] }, 409);
  return json(result.record, 200);
}

/** GET /api/ballot: the public record, fresh within a few seconds. */
export async function handleRecordGet(): Promise<Response> {
  return json(await ballotRecord(getDb()), 200, { "Cache-Control": "public, max-age=5" });
}
