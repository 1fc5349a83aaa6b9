import { ERASE_CONFIRMATION } from "@/server/privacy/request-state";

interface ErasePanelProps {
  action: (form: FormData) => void;
  person: string;
  registrations: number;
  error?: string;
  pending: boolean;
}

const scope = (n: number) =>
  n === 1 ? "the registration" : n === 2 ? "both registrations" : `all ${n} registrations`;

/** The erasure step: explains what happens and asks for the confirmation word. */
export function ErasePanel({ action, person, registrations, error, pending }: ErasePanelProps) {
  return (
    <section
      aria-labelledby="erase-heading"
      className="rounded-brand border border-red-800/40 bg-surface p-5"
    >
      <h3 id="erase-heading" className="text-lg font-semibold">
        Erase this person
      </h3>
      <p className="mt-2 text-sm text-muted">
        Replaces the name, email, phone and address in {scope(registrations)} with “[erased]”,
        blanks notes about them and cancels unsent messages. Channel, language, unit types, dates
        and status stay, so the dashboard’s counts do not change. This cannot be undone.
      </p>
      <form action={action} className="mt-4 grid gap-3" noValidate>
        <input type="hidden" name="person" value={person} />
        <label className="grid gap-1.5 text-sm font-medium">
          Type {ERASE_CONFIRMATION} to confirm
          <input
            name="confirm"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            aria-describedby={error ? "erase-error" : undefined}
            aria-invalid={error ? true : undefined}
            className="w-full rounded-brand border border-line bg-surface px-3 py-2.5 text-base"
          />
        </label>
        {error && (
          <p id="erase-error" role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
        <button
          type="submit"
          name="intent"
          value="erase"
          disabled={pending}
          className="rounded-brand bg-red-800 px-4 py-2.5 font-semibold text-white disabled:opacity-70 sm:justify-self-start"
        >
          Erase this person
        </button>
      </form>
    </section>
  );
}
