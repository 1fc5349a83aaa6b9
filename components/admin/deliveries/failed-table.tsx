import Link from "next/link";
import { topicLabels } from "@/lib/outbox/topic-labels";
import type { FailedMessage } from "@/server/outbox/failed-list";
import { RetryButton } from "./retry-desk";
import { formatDateTime } from "@/lib/time/malaysia";

const cell = "px-4 py-3";

/** Messages that gave up, newest first, each with its lead, attempts, times, last error and a retry. */
export function FailedTable({ messages }: { messages: FailedMessage[] }) {
  return (
    // Relative: the buttons' screen-reader text is positioned absolutely, and without a positioned
    // ancestor it would sit outside this scroller and widen the whole page on a phone.
    <div className="relative overflow-x-auto rounded-brand border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Messages that gave up, newest first</caption>
        <thead className="border-b border-line text-xs text-muted uppercase">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              Message
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Lead
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Attempts
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Gave up
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Last error
            </th>
            <th scope="col" className={`${cell} hidden font-semibold sm:table-cell`}>
              <span className="sr-only">Retry</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => {
            const topic = topicLabels[message.topic];
            const retry = (
              <RetryButton
                id={message.id}
                label={`${topic}${message.leadName ? ` for ${message.leadName}` : ""}, gave up ${formatDateTime(message.failedAt)}`}
              />
            );
            return (
              <tr key={message.id} className="border-b border-line align-top last:border-0">
                <th scope="row" className={`${cell} min-w-48 font-medium`}>
                  {topic}
                  <span className="block text-xs font-normal whitespace-nowrap text-muted">
                    queued {formatDateTime(message.createdAt)}
                  </span>
                  {/* On a phone the button comes first, before the columns that scroll sideways. */}
                  <div className="mt-2 sm:hidden">{retry}</div>
                </th>
                <td className={`${cell} min-w-36`}>
                  {message.registrationId ? (
                    <Link
                      href={`/admin/leads/${message.registrationId}`}
                      className="underline underline-offset-4"
                    >
                      {message.leadName ?? "Lead"}
                    </Link>
                  ) : (
                    <span className="text-muted">—</span>
                  )}
                </td>
                <td className={cell}>
                  {message.attempts}
                  {message.earlierAttempts > 0 && (
                    <span className="block text-xs whitespace-nowrap text-muted">
                      +{message.earlierAttempts} before a retry
                    </span>
                  )}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={message.failedAt}>{formatDateTime(message.failedAt)}</time>
                </td>
                <td
                  className={`${cell} max-w-sm min-w-44 font-mono text-xs wrap-anywhere text-muted`}
                >
                  {message.lastError ?? "—"}
                </td>
                <td className={`${cell} hidden sm:table-cell`}>{retry}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
