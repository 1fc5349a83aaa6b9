import Link from "next/link";
import { themeCss } from "@/lib/theme/theme-css";
import messages from "@/messages/en.json";
import "@/app/globals.css";

// Requests that never reach a locale (a file-like path such as /old.html) end here, outside the
// locale layout, so this page brings its own <html>. English, the default language.
export default function RootNotFound() {
  const t = messages.NotFound;
  return (
    <html lang="en">
      <head>
        <title>{`${t.metaTitle} · SkyHaven Suites`}</title>
        <style dangerouslySetInnerHTML={{ __html: themeCss() }} />
      </head>
      <body className="grid min-h-dvh place-items-center bg-bg p-6 text-center text-fg">
        <main>
          <p className="font-display text-8xl font-semibold text-accent-text">404</p>
          <h1 className="mt-4 font-display text-4xl">{t.title}</h1>
          <p className="mt-4 text-muted">{t.body}</p>
          <Link
            href="/"
            className="mt-8 inline-flex min-h-12 items-center rounded-brand bg-accent px-6 font-semibold text-on-accent"
          >
            {t.home}
          </Link>
        </main>
      </body>
    </html>
  );
}
