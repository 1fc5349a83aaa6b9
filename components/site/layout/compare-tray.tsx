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
  const hint =
    codes.length < 2 ? t("compareHint") : codes.length >= MAX_COMPARE ? t("compareLimit") : "";
  return (
    // A region, not an aside: it sits inside <main>, where complementary landmarks may not.
    // On a phone it is one row (about 60 px, a fourteenth of the screen) above the action bar.
    <section
      aria-label={t("compareTray")}
      data-testid="compare-tray"
      className="fixed inset-x-0 bottom-action-bar z-30 border-t border-line bg-surface/95 shadow-[0_-8px_24px_rgb(0_0_0/0.08)] backdrop-blur md:bottom-0"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:gap-3 sm:px-8 sm:py-3">
        <p className="text-sm font-semibold max-sm:sr-only">
          {t("compareCount", { count: codes.length })}
        </p>
        <ul className="flex min-w-0 shrink-0 gap-1.5 sm:gap-2">
          {codes.map((code) => (
            <li key={code}>
              <button
                type="button"
                onClick={() => onRemove(code)}
                className="inline-flex min-h-11 items-center gap-1 rounded-brand border border-line px-2 text-sm font-semibold lining-nums hover:border-accent-text sm:px-3"
                aria-label={t("compareRemove", { code })}
              >
                {code}
                <CloseIcon width={14} height={14} />
              </button>
            </li>
          ))}
        </ul>
        {/* On a phone: two short lines beside the one chip; with more chips, for screen readers only. */}
        <p
          className={`min-w-0 flex-1 text-xs text-muted max-sm:line-clamp-2 ${codes.length >= 2 ? "max-sm:sr-only" : ""}`}
        >
          {hint}
        </p>
        <div className="ms-auto flex shrink-0 gap-1 sm:gap-2">
          <button
            type="button"
            onClick={onClear}
            className="ms-auto min-h-11 rounded-brand px-2 text-sm font-semibold text-muted underline-offset-4 hover:underline sm:px-3"
            aria-label={t("compareClear")}
          >
            <span className="max-sm:hidden">{t("compareClear")}</span>
            <span className="sm:hidden">{t("compareClearShort")}</span>
          </button>
          <button
            type="button"
            onClick={onShow}
            disabled={codes.length < 2}
            className="min-h-11 rounded-brand bg-accent px-3 text-sm font-semibold text-on-accent disabled:opacity-50 sm:px-5"
          >
            <span className="max-sm:hidden">{t("compareShow")}</span>
            <span className="sm:hidden">{t("compare")}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
