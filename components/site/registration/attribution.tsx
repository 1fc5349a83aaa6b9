"use client";

import { useEffect, useState } from "react";
import { readAttribution, type Attribution as Source } from "@/lib/attribution";

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
    (Source & { startedAt: number; submissionKey: string }) | null
  >(null);
  useEffect(() => {
    // Read once the form is on screen: the fill time starts now.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSource({ ...readAttribution(), startedAt: Date.now(), submissionKey: crypto.randomUUID() });
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
    </>
  );
}
