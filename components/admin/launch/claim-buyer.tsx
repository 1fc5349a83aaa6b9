import type { ConsoleClaim } from "@/server/launch/console";

/** The buyer of a claim with who sells to them: the lead's name links to the lead. */
export function ClaimBuyer({ claim }: { claim: ConsoleClaim }) {
  return (
    <>
      <a href={`/admin/leads/${claim.leadId}`} className="font-medium underline underline-offset-4">
        {claim.buyer}
      </a>
      <span className="block text-xs text-muted">
        {claim.salesperson ?? "a former account"}
        {claim.agent ? ` · agent ${claim.agent}` : ""}
        {claim.fromWaitlist ? " · from the waitlist" : ""}
      </span>
    </>
  );
}
