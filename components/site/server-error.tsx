import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { StatusPage } from "./status-page";
import { ButtonLink } from "@/components/ui/button-link";

/** The 500 page's content, shared by /500 and the error boundary. */
export function ServerError({ retry }: { retry?: ReactNode }) {
  const t = useTranslations("ServerError");
  return (
    <StatusPage code="500" title={t("title")} body={t("body")}>
      {retry}
      <ButtonLink href="/" variant={retry ? "outline" : "primary"}>
        {t("home")}
      </ButtonLink>
    </StatusPage>
  );
}
