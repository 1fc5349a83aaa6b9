"use client";

import { useTranslations } from "next-intl";
import { CloseIcon } from "@/components/ui/icons";
import { MAX_COMPARE } from "@/lib/layout/filters";

interface CompareTrayProps {
  codes: string[];
  onRemove: (code: string) => void;
  onClear: () => void;
  onShow: () => void;
}

/** Stays at the foot of the screen while types are chosen, so the comparison is one tap away. */
export function CompareTray({ codes, onRemove, onClear, onShow }: CompareTrayProps) {
  const t = useTranslations("LayoutPage");
  if (!codes.length) return null;
  return (
    // A region, not an aside: it sits inside <main>, where complementary landmarks may not.
    <section
      aria-label={t("compareTray")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 shadow-[0_-8px_24px_rgb(0_0_0/0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-5 py-3 sm:px-8">
        <p className="text-sm font-semibold">{t("compareCount", { count: codes.length })}</p>
        <ul className="flex flex-wrap gap-2">
          {codes.map((code) => (
            <li key={code}>
              <button
                type="button"
                onClick={() => onRemove(code)}
                className="inline-flex min-h-11 items-center gap-1 rounded-brand border border-line px-3 text-sm font-semibold hover:border-accent-text"
                aria-label={t("compareRemove", { code })}
              >
                {code}
                <CloseIcon width={16} height={16} />
              </button>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted max-sm:basis-full">
          {codes.length < 2
            ? t("compareHint")
            : codes.length >= MAX_COMPARE
              ? t("compareLimit")
              : ""}
        </p>
        <div className="ms-auto flex gap-2">
          <button
            type="button"
            onClick={onClear}
            className="min-h-11 rounded-brand px-3 text-sm font-semibold text-muted underline-offset-4 hover:underline"
          >
            {t("compareClear")}
          </button>
          <button
            type="button"
            onClick={onShow}
            disabled={codes.length < 2}
            className="min-h-11 rounded-brand bg-accent px-5 text-sm font-semibold text-on-accent disabled:opacity-50"
          >
            {t("compareShow")}
          </button>
        </div>
      </div>
    </section>
  );
}
