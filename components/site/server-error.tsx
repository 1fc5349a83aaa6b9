import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { StatusPage } from "./status-page";
import { buttonClasses } from "@/components/ui/button-styles";
import { formatMalaysianPhone } from "@/content/developer/phone";
import { routing } from "@/i18n/routing";

/**
 * The 500 page's content, shared by /500 and the error boundary. "Back to the concept" is a plain
 * link: after an error a full page load is the surer way home, and the error boundary, whose code
 * every page downloads, stays free of the router's link code. `phone` is the site settings' sales
 * number (E.164): the page reads them, the error boundary gets them from the layout.
 */
export function ServerError({ phone, retry }: { phone: string; retry?: ReactNode }) {
  const t = useTranslations("ServerError");
  const locale = useLocale();
  const home = locale === routing.defaultLocale ? "/" : `/${locale}`;
  return (
    <StatusPage
      code="500"
      title={t("title")}
      body={t.rich("body", {
        phone: formatMalaysianPhone(phone),
        call: (chunks) => (
          <a
            href={`tel:${phone}`}
            className="font-semibold whitespace-nowrap text-fg underline underline-offset-4"
          >
            {chunks}
          </a>
        ),
      })}
    >
      {retry}
      <a href={home} className={buttonClasses(retry ? "outline" : "primary")}>
        {t("home")}
      </a>
    </StatusPage>
  );
}
