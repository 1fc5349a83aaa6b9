import { getTranslations } from "next-intl/server";

interface ImpressionMarkProps {
  /** Where it sits in the picture's frame (a positioned parent); the bottom end corner by default. */
  className?: string;
}

/**
 * The "Artist's impression" mark a housing advertisement's renders must carry, in the visitor's
 * language, drawn over the part of the picture that is actually shown: a picture cropped to fit a
 * phone keeps its mark. Screen readers hear the same words at the start of each picture's alt text,
 * so the mark itself is hidden from them.
 */
export async function ImpressionMark({ className = "bottom-2 end-2" }: ImpressionMarkProps) {
  const t = await getTranslations("Artwork");
  return (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute z-10 rounded-sm bg-navy/75 px-2 py-0.5 text-[11px] leading-4 tracking-wide text-white select-none ${className}`}
    >
      {t("mark")}
    </span>
  );
}
