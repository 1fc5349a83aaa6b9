"use client";

import { useEffect } from "react";
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

/**
 * Loads Google's and Meta's tags once the visitor's choice allows them (now or when it changes)
 * and reports the events the ads learn from: the registration (with the id the server repeats in
 * its conversion), a visit booked, WhatsApp and call taps, brochure downloads. Without a choice,
 * or after a refusal, it does nothing at all: no request, script or cookie.
 */
export function TagLoader() {
  useEffect(() => {
    let choice: ConsentChoice | null = readChoice();
    const allowed = () => Boolean(choice && (choice.analytics || choice.advertising));

    const report = async (event: TrackedEvent, eventId: string) => {
      if (!choice || !allowed()) return;
      sendEvent(await readConfig(), choice, event, eventId);
    };
    const start = async () => {
      if (!choice) return;
      if (!allowed() && !window.gtag && !window.fbq) return;
      loadTags(await readConfig(), choice);
      const pending = takeTrackedEvent();
      if (pending?.name === "registration") await report("registration", pending.id);
      if (new URLSearchParams(window.location.search).has("booked"))
        await report("schedule", crypto.randomUUID());
    };
    void start();

    const onChange = (event: Event) => {
      choice = (event as CustomEvent<ConsentChoice>).detail;
      void start();
    };
    const onClick = (event: MouseEvent) => {
      const tapped = tappedEvent(event.target);
      if (tapped) void report(tapped, crypto.randomUUID());
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
      document.removeEventListener("click", onClick);
    };
  }, []);
  return null;
}
