"use client";

import { useEffect, useState } from "react";
import { readAttribution, type Attribution as Source } from "@/lib/attribution";
import { CONSENT_CHANGED_EVENT, type ConsentChoice } from "@/lib/consent/choice";
import { readChoice } from "@/lib/consent/store";

const cookie = (name: string) => document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]+)`))?.[1];

/**
 * The banner's choice, and Meta's browser cookies only when advertising was consented (the pixel
 * sets them only then). No choice: no fields, and the registration records none.
 */
function adFields(choice: ConsentChoice | null): Record<string, string> {
  if (!choice) return {};
  const fields: Record<string, string> = {
    consentAnalytics: String(choice.analytics),
    consentAdvertising: String(choice.advertising),
  };
  const fbp = choice.advertising ? cookie("_fbp") : undefined;
  const fbc = choice.advertising ? cookie("_fbc") : undefined;
  return { ...fields, ...(fbp && { fbp }), ...(fbc && { fbc }) };
}

const utmNames = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
} as const;

/** Hidden fields filled in the browser: campaign, referrer, landing page, when the form appeared, and a key against double posts. */
export function Attribution() {
  const [source, setSource] = useState<
    (Source & { startedAt: number; submissionKey: string; ads: Record<string, string> }) | null
  >(null);
  useEffect(() => {
    // Read once the form is on screen: the fill time starts now.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSource({
      ...readAttribution(),
      startedAt: Date.now(),
      submissionKey: crypto.randomUUID(),
      ads: adFields(readChoice()),
    });
    // A choice made (or changed) while the form is open goes with it.
    const onChange = () =>
      setSource((current) => current && { ...current, ads: adFields(readChoice()) });
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  }, []);
  if (!source) return null;
  return (
    <>
      <input type="hidden" name="startedAt" value={source.startedAt} />
      <input type="hidden" name="fillTimeMs" defaultValue="" />
      <input type="hidden" name="submissionKey" value={source.submissionKey} />
      <input type="hidden" name="referrer" value={source.referrer} />
      <input type="hidden" name="landingPage" value={source.landingPage} />
      {Object.entries(utmNames).map(([param, name]) =>
        source.utm[param] ? (
          <input key={name} type="hidden" name={name} value={source.utm[param]} />
        ) : null,
      )}
      {Object.entries({ ...source.clickIds, ...source.ads }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
