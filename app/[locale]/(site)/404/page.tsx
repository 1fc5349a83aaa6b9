import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NotFoundContent } from "@/components/site/not-found-content";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "NotFound" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * The localized not-found page as static HTML. Next.js renders `notFound()` into an empty shell
 * that fills in only once scripts run (vercel/next.js#98295), so crawlers and visitors without
 * scripts saw a blank page: the production server answers every page 404 with this HTML instead,
 * with status 404 (server/http/not-found-page.ts), and /404 itself with 404 too.
 */
export default async function NotFoundPage({ params }: PageProps) {
  setRequestLocale((await params).locale);
  return (
    <div className="flex min-h-[70svh] flex-col">
      <NotFoundContent />
    </div>
  );
}
