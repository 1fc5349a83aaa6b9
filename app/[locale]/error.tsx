"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ServerError } from "@/components/site/server-error";

export default function LocaleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("ServerError");
  useEffect(() => console.error(error), [error]);
  return (
    <main id="main" className="flex flex-1 flex-col">
      <ServerError
        retry={
          <button
            type="button"
            onClick={reset}
            className="min-h-12 rounded-brand bg-accent px-6 font-semibold text-on-accent"
          >
            {t("retry")}
          </button>
        }
      />
    </main>
  );
}
