import type { Metadata } from "next";
import { createTranslator, type Locale } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { routing } from "@/i18n/routing";
import en from "@/messages/en.json";
import ms from "@/messages/ms.json";
import zh from "@/messages/zh.json";
import { publicPages } from "./public-pages";

const messages = { en, zh, ms };

// Pages ask next-intl for their words with an explicit locale; outside a request, answer from
// the message files directly.
vi.mock("next-intl/server", () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace?: string }) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as never }),
  setRequestLocale: () => undefined,
}));

// The inventory's figures (in /availability's description) as a fresh database has them: outside
// Next.js there is no data cache to read them through.
vi.mock("@/server/units/cached-summary", async () => {
  const { summarize } = await import("@/server/units/summary");
  const { sampleUnits } = await import("@/server/units/sample");
  return { inventorySummary: async () => summarize(sampleUnits) };
});

type MetadataPage = {
  generateMetadata: (props: { params: Promise<Record<string, string>> }) => Promise<Metadata>;
};

// Route modules type their params exactly; this test hands each the params its path gives.
const asPage = (module: unknown) => module as MetadataPage;

/** Every public page's route module and the params its path gives it. */
async function routeOf(
  path: string,
): Promise<{ page: MetadataPage; params: Record<string, string> }> {
  const [, first = "", second] = path.split("/");
  if (first === "layout" && second) {
    return {
      page: asPage(await import("@/app/[locale]/(site)/layout/[type]/page")),
      params: { type: second },
    };
  }
  if (first === "gallery" && second) {
    return {
      page: asPage(await import("@/app/[locale]/(site)/gallery/[slug]/page")),
      params: { slug: second },
    };
  }
  const pages: Record<string, () => Promise<MetadataPage>> = {
    "": async () => asPage(await import("@/app/[locale]/(site)/page")),
    landing: async () => asPage(await import("@/app/[locale]/(site)/landing/page")),
    register: async () => asPage(await import("@/app/[locale]/(site)/register/page")),
    gallery: async () => asPage(await import("@/app/[locale]/(site)/gallery/page")),
    layout: async () => asPage(await import("@/app/[locale]/(site)/layout/page")),
    facilities: async () => asPage(await import("@/app/[locale]/(site)/facilities/page")),
    location: async () => asPage(await import("@/app/[locale]/(site)/location/page")),
    developer: async () => asPage(await import("@/app/[locale]/(site)/developer/page")),
    "360view": async () => asPage(await import("@/app/[locale]/(site)/360view/page")),
    "video-tour": async () => asPage(await import("@/app/[locale]/(site)/video-tour/page")),
    term: async () => asPage(await import("@/app/[locale]/(site)/term/page")),
    privacy: async () => asPage(await import("@/app/[locale]/(site)/privacy/page")),
    availability: async () => asPage(await import("@/app/[locale]/(site)/availability/page")),
    book: async () => asPage(await import("@/app/[locale]/(site)/book/page")),
    ballot: async () => asPage(await import("@/app/[locale]/(site)/ballot/page")),
    calculator: async () => asPage(await import("@/app/[locale]/(site)/calculator/page")),
    faq: async () => asPage(await import("@/app/[locale]/(site)/faq/page")),
  };
  const load = pages[first];
  if (!load) throw new Error(`No route module known for ${path}: add it to this test.`);
  return { page: await load(), params: {} };
}

const length = (text: string) => [...text].length;

describe("titles and descriptions", () => {
  it.each(routing.locales)(
    "fit search results on every public page in %s (title ≤ 60, description ≤ 160)",
    async (locale) => {
      const template = createTranslator({ locale, messages: messages[locale] });
      const tooLong: string[] = [];
      for (const path of publicPages) {
        const { page, params } = await routeOf(path);
        const meta = await page.generateMetadata({
          params: Promise.resolve({ locale, ...params }),
        });
        const title =
          meta.title && typeof meta.title === "object" && "absolute" in meta.title
            ? meta.title.absolute
            : template("Metadata.titleTemplate", { title: String(meta.title) });
        const description = String(meta.description ?? "");
        expect(description, `${locale} ${path} has a description`).not.toBe("");
        if (length(title) > 60) tooLong.push(`${path} title (${length(title)}): ${title}`);
        if (length(description) > 160)
          tooLong.push(`${path} description (${length(description)}): ${description}`);
      }
      expect(tooLong).toEqual([]);
    },
    300_000,
  );
});
