import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button-link";
import { StatusPage } from "./status-page";

export function NotFoundContent() {
  const t = useTranslations("NotFound");
  return (
    <StatusPage code="404" title={t("title")} body={t("body")}>
      <ButtonLink href="/">{t("home")}</ButtonLink>
    </StatusPage>
  );
}
