import type { ConsoleClaim } from "@/server/launch/console";

/** The buyer of a claim with who sells to them: the lead's name links to the lead. */
export function ClaimBuyer({ claim }: { claim: ConsoleClaim }) {
  return (
    <>
      {claim.buyerVisible ? (
        <a
          href={`/admin/leads/${claim.leadId}`}
          className="font-medium underline underline-offset-4"
        >
          {claim.buyer}
        </a>
      ) : (
        <span className="font-medium">{claim.buyer}</span>
      )}
      <span className="block text-xs text-muted">
        {claim.salesperson ?? "a former account"}
        {claim.agent ? ` · agent ${claim.agent}` : ""}
        {claim.fromWaitlist ? " · from the waitlist" : ""}
      </span>
    </>
  );
}

/** The claimed unit's label and type, at the head of its card. */
export function ClaimUnit({ claim }: { claim: Pick<ConsoleClaim, "unitId" | "typeCode"> }) {
  return (
    <p className="text-lg font-semibold tabular-nums">
      {claim.unitId} <span className="text-sm font-normal text-muted">{claim.typeCode}</span>
    </p>
  );
}
