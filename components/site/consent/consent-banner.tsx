"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { CONSENT_OPEN_EVENT } from "@/lib/consent/choice";
import { readChoice, saveChoice } from "@/lib/consent/store";
import { Link } from "@/i18n/navigation";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-brand border-2 border-accent px-5 text-sm font-semibold transition";
// On a phone: accept and refuse side by side, the same size; the third below, full width.
const third = `${button} col-span-2 text-accent-text hover:bg-accent/10`;
const equal = `${button} bg-accent text-on-accent hover:brightness-105`;

/**
 * The PDPA cookie banner: a fixed panel at the foot of the screen (it covers, never pushes, the
 * page), shown until the visitor chooses and again from the footer's "Cookie settings". Accepting
 * and refusing are the same size and colour; "Choose" opens the two purposes. Nothing but this
 * component runs before a choice: the tags load from the tag loader once one allows them.
 */
export function ConsentBanner() {
  const t = useTranslations("Consent");
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [advertising, setAdvertising] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const reopened = useRef(false);
  const titleId = useId();

  useEffect(() => {
    // The stored choice is only readable in the browser; the banner appears after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!readChoice()) setOpen(true);
    const reopen = () => {
      const choice = readChoice();
      setAnalytics(choice?.analytics ?? false);
      setAdvertising(choice?.advertising ?? false);
      setChoosing(true);
      reopened.current = true;
      setOpen(true);
    };
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, []);

  useEffect(() => {
    // Opened from the footer: the keyboard goes to it, not back to the top of the page.
    if (open && reopened.current) panel.current?.focus();
  }, [open]);

  if (!open) return null;
  const decide = (yesAnalytics: boolean, yesAdvertising: boolean) => {
    saveChoice(yesAnalytics, yesAdvertising);
    reopened.current = false;
    setChoosing(false);
    setOpen(false);
  };

  return (
    <section
      ref={panel}
      tabIndex={-1}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[70dvh] overflow-y-auto border-t border-line bg-surface text-fg shadow-[0_-8px_30px_rgb(0_0_0/0.15)] outline-none pb-[env(safe-area-inset-bottom)]"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-5 py-4 lg:px-8">
        <h2 id={titleId} className="text-base font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm leading-relaxed text-muted">
          {t("body")}{" "}
          <Link
            href="/privacy"
            className="font-medium text-accent-text underline underline-offset-4"
          >
            {t("privacyLink")}
          </Link>
        </p>
        {choosing && (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="sr-only">{t("dialogLabel")}</legend>
            <Purpose
              name="analytics"
              label={t("analytics")}
              hint={t("analyticsHint")}
              checked={analytics}
              onChange={setAnalytics}
            />
            <Purpose
              name="advertising"
              label={t("advertising")}
              hint={t("advertisingHint")}
              checked={advertising}
              onChange={setAdvertising}
            />
          </fieldset>
        )}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <button type="button" className={equal} onClick={() => decide(true, true)}>
            {t("accept")}
          </button>
          <button type="button" className={equal} onClick={() => decide(false, false)}>
            {t("refuse")}
          </button>
          {choosing ? (
            <button type="button" className={third} onClick={() => decide(analytics, advertising)}>
              {t("save")}
            </button>
          ) : (
            <button type="button" className={third} onClick={() => setChoosing(true)}>
              {t("choose")}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

function Purpose(props: {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-brand border border-line p-3">
      <input
        id={id}
        name={props.name}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-[var(--accent)]"
      />
      <label htmlFor={id} className="text-sm">
        <span className="font-semibold">{props.label}</span>
        <span id={`${id}-hint`} className="mt-0.5 block text-muted">
          {props.hint}
        </span>
      </label>
    </div>
  );
}
