import { getTranslations } from "next-intl/server";
import { StatusPage } from "@/components/site/status-page";
import { ButtonLink } from "@/components/ui/button-link";

/**
 * A registration link naming a unit the building does not have (mistyped, or cut short in a
 * mail): says so in the buyer's language and offers the ways on. proxy.ts answers it with 404.
 */
export async function UnknownUnit() {
  const t = await getTranslations("RegisterUnit");
  return (
    <div className="flex min-h-[70svh] flex-col">
      <StatusPage code="404" title={t("unknownTitle")} body={t("unknownBody")}>
        <ButtonLink href="/availability">{t("chart")}</ButtonLink>
        <ButtonLink href="/register" variant="outline">
          {t("register")}
        </ButtonLink>
      </StatusPage>
    </div>
  );
}
