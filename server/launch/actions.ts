"use server";

import { claimToChange } from "../access/lead-guard";
import { revalidatePath, updateTag } from "next/cache";
import { redirect } from "next/navigation";
import { bookingSchema, reasonSchema } from "@/lib/launch/booking-schema";
import { parseLaunchSettingsForm } from "@/lib/launch/settings-form";
import { formatClock, isDay } from "@/lib/time/malaysia";
import { UNIT_LABEL } from "@/lib/units/label";
import { requirePermission } from "../access/guard";
import type { Staff } from "../auth/session";
import { getDb } from "../db/client";
import { UNITS_TAG } from "../units/cached-summary";
import {
  approveBooking,
  bookHold,
  cancelBooking,
  declineBooking,
  markSold,
  releaseHold,
  type StepResult,
} from "./booking";
import { resolveBuyer } from "./buyer-ref";
import { changeUnit } from "./change-unit";
import { holdUnit } from "./hold";
import { callNext, markNoShow, markServed } from "./queue";
import { retryRaces } from "./retry";
import { getLaunchSettings, setLaunchSettings } from "./settings";
import { commitBallot } from "../ballot/commit";
import { drawBallot } from "../ballot/draw";
import { enterBallot } from "../ballot/enter";
import { joinWaitlist, leaveWaitlist } from "./waitlist";

const PAGE = "/admin/launch";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const actor = (staff: Staff) => ({ id: staff.id, name: staff.name });

/** Back to the console with what happened (no personal data: units, times, counts). */
function back(outcome: { done: string } | { error: string }, section = "holds"): never {
  const [key, value] = "done" in outcome ? ["done", outcome.done] : ["error", outcome.error];
  redirect(`${PAGE}?${key}=${encodeURIComponent(value)}#${section}`);
}

/** The public figures follow at once here; other instances within their cache time. */
function refresh() {
  updateTag(UNITS_TAG);
  revalidatePath(PAGE);
}

function stepOutcome(result: StepResult, done: string, conflict: string) {
  if (result.ok) return { done };
  if (result.error === "not-found") return { error: "That claim no longer exists." };
  return { error: `${conflict} (it is ${result.stage ?? "gone"} now).` };
}

/** Hold a unit for a buyer (ballot reference or lead id). */
export async function holdAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.sell");
  const unitId = text(form, "unitId").toUpperCase();
  if (!UNIT_LABEL.test(unitId))
    back({ error: "Give the unit as tower-floor-number, e.g. A-12-03." });
  const db = getDb();
  const leadId = await resolveBuyer(db, text(form, "buyer"), staff);
  if (!leadId) back({ error: "None of your buyers has that ballot reference or lead id." });
  const result = await retryRaces(() =>
    holdUnit(db, { unitId, leadId, staffId: staff.id, actor: actor(staff) }),
  );
  refresh();
  if (result.ok) back({ done: `${unitId} held until ${formatClock(result.claim.expires_at)}.` });
  back({
    error:
      result.error === "unavailable"
        ? `${unitId} is not available: pick another unit or add the buyer to the waitlist.`
        : result.error === "unit-not-found"
          ? `There is no unit ${unitId}.`
          : "That buyer's data was erased.",
  });
}

/** A hold that is gone, or a colleague's buyer's (server/access/leads.ts): the same answer. */
const NO_SUCH_HOLD = "No such hold among your buyers' (it may have ended).";

export async function releaseAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.sell");
  const given = text(form, "reason");
  if (given && !reasonSchema.safeParse(given).success)
    back({ error: "A reason, if you give one, is 3 to 240 characters." });
  const claimId = await claimToChange(getDb(), staff, "unit_claims", text(form, "claimId"));
  if (!claimId) back({ error: NO_SUCH_HOLD });
  const result = await retryRaces(() =>
    releaseHold(getDb(), claimId, actor(staff), given || undefined),
  );
  refresh();
  back(stepOutcome(result, `Released ${result.ok ? result.claim.unit_id : ""}.`, "Not released"));
}

export async function bookAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.sell");
  const parsed = bookingSchema.safeParse({
    fee: text(form, "fee").replace(/[,\s]/g, "") || "0",
    method: text(form, "method"),
    reference: text(form, "reference"),
  });
  if (!parsed.success) back({ error: parsed.error.issues[0]?.message ?? "Check the fee." });
  const claimId = await claimToChange(getDb(), staff, "unit_claims", text(form, "claimId"));
  if (!claimId) back({ error: NO_SUCH_HOLD });
  const result = await retryRaces(() => bookHold(getDb(), claimId, parsed.data, actor(staff)));
  refresh();
  back(
    stepOutcome(
      result,
      `Booked ${result.ok ? result.claim.unit_id : ""}: awaiting an admin's approval.`,
      "The hold has ended: hold the unit again if it is still free",
    ),
    result.ok ? "approvals" : "holds",
  );
}

export async function approveAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.decide");
  const result = await retryRaces(() =>
    approveBooking(getDb(), text(form, "claimId"), actor(staff)),
  );
  refresh();
  back(
    stepOutcome(result, `Approved ${result.ok ? result.claim.unit_id : ""}.`, "Not approved"),
    "approvals",
  );
}

function reasonOf(form: FormData): string {
  const parsed = reasonSchema.safeParse(text(form, "reason"));
  if (!parsed.success) back({ error: "Give a reason (3 to 240 characters)." }, "approvals");
  return parsed.data;
}

export async function declineAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.decide");
  const reason = reasonOf(form);
  const result = await retryRaces(() =>
    declineBooking(getDb(), text(form, "claimId"), reason, actor(staff)),
  );
  refresh();
  back(
    stepOutcome(
      result,
      `Declined: ${result.ok ? result.claim.unit_id : ""} is free again.`,
      "Not declined",
    ),
    "approvals",
  );
}

export async function cancelAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.decide");
  const reason = reasonOf(form);
  const result = await retryRaces(() =>
    cancelBooking(getDb(), text(form, "claimId"), reason, actor(staff)),
  );
  refresh();
  back(
    stepOutcome(
      result,
      `Cancelled: ${result.ok ? result.claim.unit_id : ""} is free again.`,
      "Not cancelled",
    ),
    "booked",
  );
}

export async function soldAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.decide");
  const signedOn = text(form, "signedOn");
  if (!isDay(signedOn))
    back({ error: "Give the day the SPA was signed, as 2026-12-20." }, "booked");
  const result = await retryRaces(() =>
    markSold(getDb(), text(form, "claimId"), signedOn, actor(staff)),
  );
  refresh();
  back(
    stepOutcome(result, `Sold: ${result.ok ? result.claim.unit_id : ""}.`, "Not recorded"),
    "booked",
  );
}

export async function changeUnitAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.decide");
  const unitId = text(form, "unitId").toUpperCase();
  if (!UNIT_LABEL.test(unitId))
    back({ error: "Give the new unit as tower-floor-number, e.g. A-12-03." }, "booked");
  const reason = reasonOf(form);
  const result = await retryRaces(() =>
    changeUnit(getDb(), text(form, "claimId"), unitId, reason, actor(staff)),
  );
  refresh();
  if (result.ok) back({ done: `Moved to ${unitId}; the old unit is free again.` }, "booked");
  const errors = {
    "not-found": "That claim no longer exists.",
    conflict: "That claim has ended meanwhile.",
    "unit-not-found": `There is no unit ${unitId}.`,
    unavailable: `${unitId} is not available.`,
  };
  back({ error: errors[result.error] }, "booked");
}

export async function waitlistAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.sell");
  const db = getDb();
  const leadId = await resolveBuyer(db, text(form, "buyer"), staff);
  if (!leadId)
    back({ error: "None of your buyers has that ballot reference or lead id." }, "waitlist");
  const typeCode = text(form, "typeCode").toUpperCase();
  const result = await joinWaitlist(db, {
    typeCode,
    leadId,
    actor: { id: staff.id, name: staff.name },
  });
  revalidatePath(PAGE);
  if (!result.ok)
    back(
      {
        error:
          result.error === "unknown-type"
            ? `There is no type ${typeCode}.`
            : "That buyer's data was erased.",
      },
      "waitlist",
    );
  back(
    {
      done: `${result.joined ? "Added" : "Already waiting"}: number ${result.place} in line for ${typeCode}.`,
    },
    "waitlist",
  );
}

export async function leaveWaitlistAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.sell");
  const id = await claimToChange(getDb(), staff, "unit_waitlist", text(form, "id"));
  const left = id ? await leaveWaitlist(getDb(), id) : false;
  revalidatePath(PAGE);
  back(left ? { done: "Taken off the waitlist." } : { error: "No longer waiting." }, "waitlist");
}

export async function callNextAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.sell");
  const table = Number(text(form, "table"));
  if (!Number.isInteger(table) || table < 1 || table > 50)
    back({ error: "Choose your table." }, "queue");
  const result = await callNext(getDb(), table, `staff:${staff.id}`);
  revalidatePath(PAGE);
  if (result.ok)
    back({ done: `Number ${result.position} (${result.reference}) to table ${table}.` }, "queue");
  back(
    {
      error:
        result.error === "not-drawn" ? "The ballot has not been drawn yet." : "Nobody is waiting.",
    },
    "queue",
  );
}

export async function noShowAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.sell");
  const outcome = await markNoShow(getDb(), text(form, "reference"), `staff:${staff.id}`);
  revalidatePath(PAGE);
  const words = {
    requeued: "Not there: back to the end of the queue.",
    absent: "Not there again: marked absent, no longer called.",
    "not-called": "That number is not being served.",
  };
  back(outcome === "not-called" ? { error: words[outcome] } : { done: words[outcome] }, "queue");
}

export async function servedAction(form: FormData): Promise<void> {
  await requirePermission("launch.sell");
  const served = await markServed(getDb(), text(form, "reference"));
  revalidatePath(PAGE);
  back(
    served ? { done: "Served: the table is free." } : { error: "That number is not being served." },
    "queue",
  );
}

/** A walk-in (or a buyer without the mailed link) entered in the ballot by staff. */
export async function enterBallotAction(form: FormData): Promise<void> {
  const staff = await requirePermission("ballot.enter");
  const db = getDb();
  const leadId = await resolveBuyer(db, text(form, "buyer"), staff);
  if (!leadId) back({ error: "None of your buyers has that lead id." }, "ballot");
  const result = await enterBallot(db, { leadId, enteredBy: staff.id });
  revalidatePath(PAGE);
  if (result.ok)
    back(
      { done: `${result.created ? "Entered" : "Already entered"}: reference ${result.reference}.` },
      "ballot",
    );
  back(
    {
      error:
        result.error === "closed"
          ? "Entries are closed: the ballot is committed."
          : "That buyer's data was erased.",
    },
    "ballot",
  );
}

/** Closes entries and publishes the commitment (entriesHash, seedHash). */
export async function commitBallotAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.run");
  if (form.get("confirm") !== "on")
    back({ error: "Tick the box to confirm: entries close for good." }, "ballot");
  const result = await commitBallot(getDb(), staff);
  revalidatePath(PAGE);
  back(
    result.ok
      ? { done: `Entries closed: ${result.entries} committed. The fingerprints are on /ballot.` }
      : { error: `Already ${result.status}.` },
    "ballot",
  );
}

/** Draws the committed ballot: queue numbers, slots, and a mail to every entrant. */
export async function drawBallotAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.run");
  if (form.get("confirm") !== "on")
    back({ error: "Tick the box to confirm: the draw cannot be undone." }, "ballot");
  const db = getDb();
  const result = await drawBallot(db, staff, await getLaunchSettings(db));
  revalidatePath(PAGE);
  back(
    result.ok
      ? {
          done: `Drawn: ${result.record.entries} queue numbers given; every entrant is being mailed.`,
        }
      : {
          error:
            result.status === "open" ? "Commit the ballot first." : `Already ${result.status}.`,
        },
    "ballot",
  );
}

export async function saveLaunchSettingsAction(form: FormData): Promise<void> {
  const staff = await requirePermission("launch.run");
  const parsed = parseLaunchSettingsForm(form);
  if (!parsed.ok) back({ error: parsed.error }, "settings");
  await setLaunchSettings(getDb(), parsed.settings, `staff:${staff.id}`);
  revalidatePath(PAGE);
  back({ done: "Launch settings saved. Holds already made keep their time." }, "settings");
}
