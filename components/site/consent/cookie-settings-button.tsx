"use client";

import { useTranslations } from "next-intl";
import { CONSENT_OPEN_EVENT } from "@/lib/consent/choice";

/** The footer's "Cookie settings": opens the banner again to change the choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const t = useTranslations("Consent");
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}
    >
      {t("settings")}
    </button>
  );
}
