import { ImpressionMark } from "@/components/ui/impression-mark";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { getTranslations } from "next-intl/server";
import { images } from "@/content/images";

export async function RegistrationIntro() {
  const t = await getTranslations("Registration");
  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.28em] text-accent-text">
          {t("eyebrow")}
        </p>
        <h1 className="mt-3 font-display text-4xl leading-tight font-medium text-balance sm:text-5xl">
          {t("title")}
        </h1>
        <p className="mt-5 leading-relaxed text-muted">{t("intro")}</p>
      </div>
      <div className="relative hidden aspect-[4/3] overflow-hidden rounded-brand lg:block">
        <ResponsiveImage
          src={images.sanctuary}
          alt=""
          fill
          sizes="(min-width: 1280px) 480px, 40vw"
          placeholder="blur"
          className="object-cover"
        />
        <ImpressionMark />
      </div>
    </div>
  );
}
