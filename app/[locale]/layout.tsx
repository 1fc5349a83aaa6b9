import type { Metadata, Viewport } from "next";
import { hasLocale, NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { bodyFont, displayFont } from "@/app/fonts";
import { AttributionCapture } from "@/components/site/attribution-capture";
import { ConsentBanner } from "@/components/site/consent/consent-banner";
import { LocaleCookieSync } from "@/components/site/locale-cookie-sync";
import { TagLoader } from "@/components/site/consent/tag-loader";
import { ProgressBar } from "@/components/site/progress-bar";
import { ServiceWorkerCleanup } from "@/components/site/service-worker-cleanup";
import { SalesPhoneProvider } from "@/components/site/sales-phone";
import { currentSiteSettings } from "@/server/cms/read/site-settings";
import { SettingsRestore } from "@/components/site/settings/settings-restore";
import { TouchBeacon } from "@/components/site/touch-beacon";
import { socialImage } from "@/content/images";
import { localeInfo } from "@/i18n/locales";
import { routing } from "@/i18n/routing";
import { themeScript } from "@/lib/settings/theme-script";
import { surfaces } from "@/lib/theme/palette";
import { themeCss } from "@/lib/theme/theme-css";
import { env } from "@/server/env";
import "@/app/globals.css";

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// Only our three locales exist: /favicon.ico and the like must not render a page as locale "favicon.ico".
export const dynamicParams = false;

export const viewport: Viewport = {
  // The page reaches the screen's edges; the phone action bar keeps clear of the home indicator
  // with env(safe-area-inset-bottom), and the body of the notch with its side insets (globals.css).
  viewportFit: "cover",
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: surfaces.light.bg },
    { media: "(prefers-color-scheme: dark)", color: surfaces.dark.bg },
  ],
};

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: t("siteName"), template: t("titleTemplate", { title: "%s" }) },
    description: t("defaultDescription"),
    applicationName: t("siteName"),
    openGraph: {
      images: [
        {
          url: socialImage.src,
          width: socialImage.width,
          height: socialImage.height,
          alt: t("siteName"),
        },
      ],
    },
    twitter: { images: [socialImage.src] },
  };
}

// Only what client components need travels to the browser.
const clientNamespaces = ["Header", "Nav", "Settings", "ServerError", "Consent"] as const;

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [messages, settings] = await Promise.all([getMessages(), currentSiteSettings()]);
  const clientMessages = Object.fromEntries(clientNamespaces.map((ns) => [ns, messages[ns]]));

  return (
    <html
      lang={localeInfo[locale].tag}
      dir="ltr"
      data-theme-mode="light"
      data-preset="default"
      className={`${displayFont.variable} ${bodyFont.variable}`}
      // The theme script sets mode, preset and direction before React hydrates.
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <style dangerouslySetInnerHTML={{ __html: themeCss() }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <SettingsRestore />
          <ProgressBar />
          {/* First in the page's order, so the keyboard meets the question before the page. */}
          <ConsentBanner />
          <SalesPhoneProvider phone={settings.contact.phone}>{children}</SalesPhoneProvider>
          <ServiceWorkerCleanup />
          <LocaleCookieSync />
          <AttributionCapture />
          <TouchBeacon />
          <TagLoader />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
