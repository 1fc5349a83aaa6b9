import { getTranslations } from "next-intl/server";
import { SiteFrame } from "@/components/site/site-frame";
import { StatusPage } from "@/components/site/status-page";
import { ButtonLink } from "@/components/ui/button-link";

/**
 * A registration link naming a unit the inventory does not have (mistyped, or an old mail): a
 * 404 that says so in the buyer's language and offers the ways on. Its group has no frame of its
 * own, so it draws the site's.
 */
export default async function UnknownUnitNotFound() {
  const t = await getTranslations("RegisterUnit");
  return (
    <SiteFrame>
      <div className="flex min-h-[70svh] flex-col">
        <StatusPage code="404" title={t("unknownTitle")} body={t("unknownBody")}>
          <ButtonLink href="/availability">{t("chart")}</ButtonLink>
          <ButtonLink href="/register" variant="outline">
            {t("register")}
          </ButtonLink>
        </StatusPage>
      </div>
    </SiteFrame>
  );
}
