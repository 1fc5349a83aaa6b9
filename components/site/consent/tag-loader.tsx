"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { CONSENT_CHANGED_EVENT, type ConsentChoice } from "@/lib/consent/choice";
import { readChoice } from "@/lib/consent/store";
import { loadTags, sendEvent, type TagConfig, type TrackedEvent } from "@/lib/consent/tags";
import { takeTrackedEvent } from "@/lib/consent/tracked-event";
import { tappedEvent } from "@/lib/consent/tapped-event";

let config: Promise<TagConfig> | undefined;

/** The ids, fetched once per page and only after a consent: a refusal asks for nothing. */
const readConfig = () =>
  (config ??= fetch("/api/consent/config")
    .then((response) => (response.ok ? (response.json() as Promise<TagConfig>) : {}))
    .catch(() => ({})));

const allows = (choice: ConsentChoice | null): choice is ConsentChoice =>
  Boolean(choice && (choice.analytics || choice.advertising));

async function report(choice: ConsentChoice | null, event: TrackedEvent, eventId: string) {
  if (allows(choice)) sendEvent(await readConfig(), choice, event, eventId);
}

/**
 * Loads Google's and Meta's tags once the visitor's choice allows them (now or when it changes)
 * and reports the events the ads learn from: the registration (with the id the server repeats in
 * its conversion), a visit booked, WhatsApp and call taps, brochure downloads. Without a choice,
 * or after a refusal, it does nothing at all: no request, script or cookie.
 */
export function TagLoader() {
  const choice = useRef<ConsentChoice | null>(null);
  const pathname = usePathname();

  useEffect(() => {
    choice.current = readChoice();
    const start = async () => {
      const current = choice.current;
      if (!current || (!allows(current) && !window.gtag && !window.fbq)) return;
      loadTags(await readConfig(), current);
    };
    void start();
    const onChange = (event: Event) => {
      choice.current = (event as CustomEvent<ConsentChoice>).detail;
      void start();
    };
    const onClick = (event: MouseEvent) => {
      const tapped = tappedEvent(event.target);
      if (tapped) void report(choice.current, tapped, crypto.randomUUID());
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
      document.removeEventListener("click", onClick);
    };
  }, []);

  useEffect(() => {
    // Each page reached (a form's post lands on its thank-you page by client navigation): what
    // the server asked to report, a registration, or a visit just booked.
    const current = readChoice();
    if (!allows(current)) return;
    const pending = takeTrackedEvent();
    if (pending?.name === "registration") void report(current, "registration", pending.id);
    if (new URLSearchParams(window.location.search).has("booked"))
      void report(current, "schedule", crypto.randomUUID());
  }, [pathname]);
  return null;
}
