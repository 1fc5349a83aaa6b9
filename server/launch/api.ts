import { claimToChange, leadToChange } from "../access/lead-guard";
import "server-only";
import type { z } from "zod";
import { bookingSchema, holdSchema } from "@/lib/launch/booking-schema";
import { authorizeRequest } from "../access/guard";
import type { Staff } from "../auth/session";
import { getDb } from "../db/client";
import { databaseErrorKind } from "../metrics/database-errors";
import { readFields } from "../http/read-body";
import { log } from "../log";
import { bookHold, releaseHold, type StepResult } from "./booking";
import { claimJson } from "./claims";
import { holdUnit } from "./hold";
import { retryRaces } from "./retry";

const noStore = { "Cache-Control": "no-store" };

const answer = (status: number, body?: unknown) =>
  body === undefined
    ? new Response(null, { status, headers: noStore })
    : Response.json(body, { status, headers: noStore });

/** Field errors as the registration API gives them: `{"errors": {"unitId": ["…"]}}`. */
function invalid(error: z.ZodError): Response {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "body");
    (errors[key] ??= []).push(issue.message);
  }
  return answer(422, { errors });
}

async function parseBody<T>(
  request: Request,
  schema: z.ZodType<T>,
): Promise<{ data: T } | { refusal: Response }> {
  const body = await readFields(request);
  if (!body.ok) {
    const status = { tooLarge: 413, invalidBody: 400, unsupportedType: 415 }[body.reason];
    return { refusal: answer(status, { error: `The body could not be read (${body.reason}).` }) };
  }
  const parsed = schema.safeParse(body.fields);
  return parsed.success ? { data: parsed.data } : { refusal: invalid(parsed.error) };
}

/**
 * Runs a launch step for a staff route: a database that cannot answer is a 503 the client may
 * retry (nothing was acknowledged), never a 500. Only the database step inside `run` is tried
 * again after a broken race (`retryRaces`): the request's body can be read once.
 */
async function guarded(
  request: Request,
  permission: Parameters<typeof authorizeRequest>[1],
  run: (staff: Staff) => Promise<Response>,
): Promise<Response> {
  const { staff, refusal } = await authorizeRequest(request, permission);
  if (refusal) return refusal;
  try {
    return await run(staff);
  } catch (error) {
    const kind = databaseErrorKind(error);
    log.error({ err: error, kind }, "launch step failed");
    return Response.json(
      { error: "The database did not answer: nothing was changed. Try again." },
      { status: 503, headers: { ...noStore, "Retry-After": "2" } },
    );
  }
}

const actorOfStaff = (staff: Staff) => ({ id: staff.id, name: staff.name });

/** POST /api/admin/holds {"unitId","leadId"} */
export function postHold(request: Request): Promise<Response> {
  return guarded(request, "launch.sell", async (staff) => {
    const body = await parseBody(request, holdSchema);
    if ("refusal" in body) return body.refusal;
    // A colleague's buyer is not there for a salesperson (server/access/leads.ts).
    const leadId = await leadToChange(getDb(), staff, body.data.leadId);
    if (!leadId) return answer(404, { error: "No such lead." });
    const result = await retryRaces(() =>
      holdUnit(getDb(), {
        unitId: body.data.unitId,
        leadId,
        staffId: staff.id,
        actor: actorOfStaff(staff),
      }),
    );
    if (result.ok) return answer(201, claimJson(result.claim));
    if (result.error === "unavailable")
      return answer(409, { error: `${body.data.unitId} is not available.` });
    return answer(404, {
      error: result.error === "unit-not-found" ? "No such unit." : "No such lead.",
    });
  });
}

function stepAnswer(result: StepResult, okStatus: number, conflict: string): Response {
  if (result.ok) return okStatus === 204 ? answer(204) : answer(okStatus, claimJson(result.claim));
  if (result.error === "not-found") return answer(404, { error: "No such hold." });
  return answer(409, { error: conflict, status: result.stage ?? null });
}

/** DELETE /api/admin/holds/{id}: 204, the unit available again (also when it already lapsed). */
export function deleteHold(request: Request, id: string): Promise<Response> {
  return guarded(request, "launch.sell", async (staff) => {
    if (!(await claimToChange(getDb(), staff, "unit_claims", id)))
      return answer(404, { error: "No such hold." });
    const result = await retryRaces(() => releaseHold(getDb(), id, actorOfStaff(staff)));
    if (
      !result.ok &&
      result.error === "conflict" &&
      ["lapsed", "released"].includes(result.stage ?? "")
    )
      return answer(204);
    return stepAnswer(result, 204, "This hold became a booking: cancel the booking instead.");
  });
}

/** POST /api/admin/holds/{id}/booking {"fee","method","reference"} */
export function postBooking(request: Request, id: string): Promise<Response> {
  return guarded(request, "launch.sell", async (staff) => {
    const body = await parseBody(request, bookingSchema);
    if ("refusal" in body) return body.refusal;
    if (!(await claimToChange(getDb(), staff, "unit_claims", id)))
      return answer(404, { error: "No such hold." });
    const result = await retryRaces(() => bookHold(getDb(), id, body.data, actorOfStaff(staff)));
    return stepAnswer(result, 201, "The hold has ended: hold the unit again if it is still free.");
  });
}
