import { getTranslations } from "next-intl/server";
import { StatusPage } from "@/components/site/status-page";
import { ButtonLink } from "@/components/ui/button-link";

/**
 * A registration link naming a unit the inventory does not have (mistyped, or cut short in a
 * mail): says so in the buyer's language and offers the ways on. Answered 200 and not indexed: a
 * notFound() of a page rendered through a rewrite, or a 404 status set on the rewrite, makes
 * Next.js answer with the site's plain /404 page, which would not say what went wrong.
 */
export async function UnknownUnit() {
  const t = await getTranslations("RegisterUnit");
  return (
    <div className="flex min-h-[70svh] flex-col">
      <StatusPage title={t("unknownTitle")} body={t("unknownBody")}>
        <ButtonLink href="/availability">{t("chart")}</ButtonLink>
        <ButtonLink href="/register" variant="outline">
          {t("register")}
        </ButtonLink>
      </StatusPage>
    </div>
  );
}
