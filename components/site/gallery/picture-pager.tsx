import { getTranslations } from "next-intl/server";
import { ArrowIcon } from "@/components/ui/icons";
import type { GalleryPicture } from "@/content/gallery";
import { Link } from "@/i18n/navigation";

interface PicturePagerProps {
  previous?: GalleryPicture;
  next?: GalleryPicture;
}

/** The pictures before and after one in gallery order, and the way back to all of them. */
export async function PicturePager({ previous, next }: PicturePagerProps) {
  const t = await getTranslations("Gallery");
  const link =
    "group flex min-h-16 flex-col justify-center rounded-brand border border-line px-5 py-3 transition hover:border-accent-text";
  return (
    <nav aria-label={t("picture.pictureNavigation")} className="grid gap-3 sm:grid-cols-3">
      {previous ? (
        <Link href={`/gallery/${previous.slug}`} rel="prev" className={link}>
          <span className="text-xs text-muted">{t("lightbox.previous")}</span>
          <span className="inline-flex items-center gap-2 font-semibold">
            <ArrowIcon width={16} height={16} className="shrink-0 rotate-180 rtl:rotate-0" />
            {previous.caption}
          </span>
        </Link>
      ) : (
        <span />
      )}
      <Link href="/gallery" className={`${link} items-center text-center text-sm font-semibold`}>
        {t("picture.allPictures")}
      </Link>
      {next ? (
        <Link href={`/gallery/${next.slug}`} rel="next" className={`${link} items-end text-end`}>
          <span className="text-xs text-muted">{t("lightbox.next")}</span>
          <span className="inline-flex items-center gap-2 font-semibold">
            {next.caption}
            <ArrowIcon width={16} height={16} className="shrink-0 rtl:rotate-180" />
          </span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
