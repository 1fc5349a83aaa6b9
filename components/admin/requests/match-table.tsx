import { leadStatusLabels, type LeadStatus } from "@/lib/leads/statuses";
import { channelLabels, type Channel } from "@/lib/registration/channels";
import type { MatchedRegistration } from "@/server/privacy/request-state";

const cell = "px-3 py-2.5 align-top";

/** The person's registrations, first ones and their repeats, oldest first. */
export function MatchTable({ matches }: { matches: MatchedRegistration[] }) {
  return (
    <div
      role="region"
      aria-labelledby="matches-heading"
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-brand border border-line bg-surface"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Registrations of the person, oldest first</caption>
        <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className={cell}>
              Registered (MYT)
            </th>
            <th scope="col" className={cell}>
              Name
            </th>
            <th scope="col" className={cell}>
              Email
            </th>
            <th scope="col" className={cell}>
              Phone
            </th>
            <th scope="col" className={cell}>
              Heard through
            </th>
            <th scope="col" className={cell}>
              Status
            </th>
            <th scope="col" className={cell}>
              Kind
            </th>
          </tr>
        </thead>
        <tbody>
          {matches.map((m) => (
            <tr key={m.id} className="border-b border-line last:border-b-0">
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{m.createdAt}</td>
              <th scope="row" className={`${cell} font-medium`}>
                {m.name}
              </th>
              <td className={`${cell} break-all`}>{m.email}</td>
              <td className={`${cell} whitespace-nowrap`}>{m.contact}</td>
              <td className={cell}>{channelLabels[m.channel as Channel] ?? m.channel}</td>
              <td className={cell}>
                {m.firstRegistrationId
                  ? "—"
                  : (leadStatusLabels[m.status as LeadStatus] ?? m.status)}
              </td>
              <td className={cell}>{m.firstRegistrationId ? "Repeat" : "First"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
