"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ServerError } from "@/components/site/server-error";
import { useSalesPhone } from "@/components/site/sales-phone";

export default function LocaleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("ServerError");
  const phone = useSalesPhone();
  useEffect(() => console.error(error), [error]);
  return (
    <main id="main" className="flex flex-1 flex-col">
      <ServerError
        phone={phone}
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
