import Link from "next/link";
import { commitBallotAction, drawBallotAction, enterBallotAction } from "@/server/launch/actions";
import type { BallotSummary } from "@/server/launch/ballot-summary";
import { inputClass, labelClass, primaryButton } from "../form-feedback";

/**
 * The ballot on the desk: staff enter walk-ins while it is open; an admin closes and commits it,
 * then draws. Both steps are final, so each asks for a tick first.
 */
export function BallotPanel({ ballot, canRun }: { ballot: BallotSummary; canRun: boolean }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {ballot.entries} entries; the ballot is <strong>{ballot.status}</strong>. The record and how
        anyone checks the draw are on{" "}
        <Link href="/ballot" className="underline underline-offset-4">
          the public ballot page
        </Link>
        .
      </p>
      {ballot.status === "open" && (
        <form
          action={enterBallotAction}
          className="flex flex-wrap items-end gap-2"
          aria-label="Enter a walk-in in the ballot"
        >
          <label className={labelClass}>
            Buyer (lead id)
            <input name="buyer" required autoComplete="off" className={inputClass} />
          </label>
          <button type="submit" className={primaryButton}>
            Enter in the ballot
          </button>
        </form>
      )}
      {canRun && ballot.status !== "drawn" && (
        <form
          action={ballot.status === "open" ? commitBallotAction : drawBallotAction}
          className="flex flex-wrap items-center gap-3"
          aria-label={ballot.status === "open" ? "Close and commit the ballot" : "Draw the ballot"}
        >
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" required className="size-4" />
            {ballot.status === "open"
              ? "Close entries for good and publish the fingerprints"
              : "Draw now: queue numbers and slots are final and every entrant is mailed"}
          </label>
          <button type="submit" className={primaryButton}>
            {ballot.status === "open" ? "Close and commit" : "Draw"}
          </button>
        </form>
      )}
    </div>
  );
}
