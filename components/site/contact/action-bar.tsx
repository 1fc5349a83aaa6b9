"use client";

import { useTranslations } from "next-intl";
import { ChatIcon, PenIcon, PhoneIcon } from "@/components/ui/icons";
import { Link, usePathname } from "@/i18n/navigation";
import type { SalesContact } from "./sales-contact";
import { useWhatsappHref } from "./use-whatsapp-href";

const item =
  "flex h-full flex-col items-center justify-center gap-0.5 text-xs font-semibold tracking-wide";

/**
 * On phones, Register, WhatsApp and Call stay one tap away at the bottom of the screen. Plain
 * links, so they work before (or without) any script. A spacer of the bar's height ends the page,
 * so the bar never hides its last lines; on /register it is left out: the form is the page.
 */
export function ActionBar({ contact }: { contact: SalesContact }) {
  const t = useTranslations("Header");
  const pathname = usePathname();
  const whatsappHref = useWhatsappHref();
  if (pathname === "/register") return null;
  return (
    <>
      <div aria-hidden="true" className="h-action-bar md:hidden" />
      <nav
        aria-label={t("actions")}
        // The same height as the spacer, border and inset included (border-box).
        className="fixed inset-x-0 bottom-0 z-30 h-action-bar border-t border-line bg-bg/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
      >
        <ul className="grid h-full grid-cols-3">
          <li>
            <Link href="/register" prefetch={false} className={`${item} bg-accent text-on-accent`}>
              <PenIcon width={20} height={20} />
              {t("registerShort")}
            </Link>
          </li>
          <li>
            <a href={whatsappHref} rel="nofollow" className={item}>
              <ChatIcon width={20} height={20} />
              {t("whatsapp")}
            </a>
          </li>
          <li>
            <a href={contact.callHref} data-touch="call" className={item}>
              <PhoneIcon width={20} height={20} />
              {t("call")}
            </a>
          </li>
        </ul>
      </nav>
    </>
  );
}
