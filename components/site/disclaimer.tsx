import { getTranslations } from "next-intl/server";

/** Housing advertisements must say that images and information are indicative: shown on every page. */
export async function Disclaimer({ className = "" }: { className?: string }) {
  const t = await getTranslations("Footer");
  return <p className={`text-xs leading-relaxed text-muted ${className}`}>{t("disclaimer")}</p>;
}
