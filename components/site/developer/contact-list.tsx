import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { formatMalaysianPhone } from "@/content/developer";
import { routing } from "@/i18n/routing";
import type { SiteSettings } from "@/server/site-settings/schema";
import { localizedPath, whatsappGoHref } from "@/lib/touches/links";

/**
 * Telephone, WhatsApp and email as links that open the visitor's phone, chat or mail app. The call
 * and the chat are counted as touches (the chat through /go/whatsapp), like the phone action bar's.
 */
export async function ContactList({
  locale,
  contact,
}: {
  locale: Locale;
  contact: SiteSettings["contact"];
}) {
  const [t, nav] = await Promise.all([getTranslations("Developer"), getTranslations("Nav")]);
  const items = [
    {
      label: t("phone"),
      href: `tel:${contact.phone}`,
      text: formatMalaysianPhone(contact.phone),
      touch: "call",
    },
    {
      label: t("whatsapp"),
      href: whatsappGoHref(localizedPath("/developer", locale, routing.defaultLocale)),
      text: `${t("whatsappAction")} · ${formatMalaysianPhone(contact.whatsapp)}`,
      external: true,
    },
    {
      label: t("email"),
      href: `mailto:${contact.email}?subject=${encodeURIComponent("SkyHaven Suites")}`,
      text: contact.email,
    },
  ];
  return (
    <dl className="divide-y divide-line border-y border-line">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col gap-1 py-4 sm:flex-row sm:items-baseline sm:gap-6"
        >
          <dt className="text-xs font-semibold tracking-[0.18em] text-muted uppercase sm:w-28 sm:shrink-0">
            {item.label}
          </dt>
          <dd>
            <a
              href={item.href}
              {...(item.external ? { target: "_blank", rel: "nofollow noopener" } : {})}
              data-touch={item.touch}
              className="text-lg font-semibold break-words text-accent-text underline-offset-4 hover:underline"
            >
              {item.text}
              {item.external && <span className="sr-only"> {nav("opensInNewTab")}</span>}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
