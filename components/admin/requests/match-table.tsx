import { leadStatusLabels, type LeadStatus } from "@/lib/leads/statuses";
import { channelLabels, type Channel } from "@/lib/registration/channels";
import type { MatchedRegistration } from "@/server/privacy/request-state";

const cell = "px-3 py-2.5 align-top";

const channelOf = (m: MatchedRegistration) => channelLabels[m.channel as Channel] ?? m.channel;
const statusOf = (m: MatchedRegistration) =>
  m.firstRegistrationId ? "—" : (leadStatusLabels[m.status as LeadStatus] ?? m.status);

/** The person's registrations, first ones and their repeats, oldest first. */
export function MatchTable({ matches }: { matches: MatchedRegistration[] }) {
  return (
    <>
      <MatchCards matches={matches} />
      <MatchGrid matches={matches} />
    </>
  );
}

/** Phones: one card per registration, nothing to scroll sideways. */
function MatchCards({ matches }: { matches: MatchedRegistration[] }) {
  return (
    <ul className="mt-4 grid gap-3 sm:hidden">
      {matches.map((m) => (
        <li key={m.id} className="rounded-brand border border-line bg-surface p-4 text-sm">
          <p className="font-semibold">{m.name}</p>
          <p className="text-muted">
            {m.firstRegistrationId ? "Repeat" : "First registration"} · {m.createdAt} MYT
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted">Email</dt>
            <dd className="break-words">{m.email}</dd>
            <dt className="text-muted">Phone</dt>
            <dd>{m.contact}</dd>
            <dt className="text-muted">Heard through</dt>
            <dd>{channelOf(m)}</dd>
            {!m.firstRegistrationId && (
              <>
                <dt className="text-muted">Status</dt>
                <dd>{statusOf(m)}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Wider screens: a table to compare registrations at a glance. */
function MatchGrid({ matches }: { matches: MatchedRegistration[] }) {
  return (
    <div
      role="region"
      aria-label="Registrations table"
      tabIndex={0}
      className="mt-4 hidden overflow-x-auto rounded-brand border border-line bg-surface sm:block"
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
              <td className={`${cell} break-words`}>{m.email}</td>
              <td className={`${cell} whitespace-nowrap`}>{m.contact}</td>
              <td className={cell}>{channelOf(m)}</td>
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
