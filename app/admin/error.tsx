"use client";

import { DeskStatus } from "@/components/admin/status/desk-status";
import { buttonClasses } from "@/components/ui/button-styles";

/**
 * Any failure on the lead desk: what happened in words, a way to retry and a way back, and the
 * error's digest (the id the server's log line carries) for the operator, never its message or stack.
 * Plain links: after an error a full page load is the surer way back.
 */
export default function AdminError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <DeskStatus
      code="Error"
      title="This page could not be shown"
      actions={
        <>
          <button type="button" onClick={reset} className={buttonClasses("primary")}>
            Try again
          </button>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load after an error */}
          <a href="/admin" className={buttonClasses("outline")}>
            Back to the desk
          </a>
        </>
      }
    >
      <p>
        Something went wrong on our side while loading it. What was already saved is safe; a form
        you were sending may not have been saved, so check it after trying again.
      </p>
      <p>If it keeps happening, tell whoever runs the site, with the time and this reference.</p>
      {error.digest && (
        <p className="text-sm">
          Reference: <code className="font-mono text-fg">{error.digest}</code>
        </p>
      )}
    </DeskStatus>
  );
}
