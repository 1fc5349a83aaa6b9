import { routing } from "@/i18n/routing";
import { publicPages } from "@/server/seo/public-pages";

/** Every public page in every language, as a visitor's URL (English has no prefix). */
export function publicPageUrls(origin: string): string[] {
  return routing.locales.flatMap((locale) =>
    publicPages.map((page) => {
      const path =
        locale === routing.defaultLocale ? page : `/${locale}${page === "/" ? "" : page}`;
      return new URL(path, origin).href;
    }),
  );
}

const SRCSET = /\s(?:srcset|imagesrcset)="([^"]*)"/gi;

/** The picture URLs a page's HTML offers the browser (every width of every srcset). */
export function pictureUrls(html: string, origin: string): string[] {
  const urls = new Set<string>();
  for (const [, srcset] of html.matchAll(SRCSET)) {
    for (const candidate of (srcset ?? "").replaceAll("&amp;", "&").split(",")) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.add(new URL(url, origin).href);
    }
  }
  return [...urls];
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

export interface TrafficResult {
  pages: number;
  pictures: number;
  /** Requests answered with anything but 200, by "status URL". */
  failures: string[];
}

/**
 * What visitors ask of the site: every public page in every language, then every picture variant
 * those pages reference, once as AVIF and once as WebP (browsers that do not take AVIF get WebP;
 * the optimizer encodes and caches each format separately).
 */
export async function browseSite(origin: string, concurrency = 4): Promise<TrafficResult> {
  const failures: string[] = [];
  const pictures = new Set<string>();
  const pages = publicPageUrls(origin);
  await pool(pages, concurrency, async (url) => {
    const response = await fetch(url, { headers: { accept: "text/html" } });
    const html = await response.text();
    if (response.status !== 200) failures.push(`${response.status} ${url}`);
    for (const picture of pictureUrls(html, origin)) pictures.add(picture);
  });
  const requests = [...pictures].flatMap((url) => [
    { url, accept: "image/avif,image/webp,image/*,*/*;q=0.8" },
    { url, accept: "image/webp,image/*,*/*;q=0.8" },
  ]);
  await pool(requests, concurrency, async ({ url, accept }) => {
    const response = await fetch(url, { headers: { accept } });
    await response.arrayBuffer();
    if (response.status !== 200) failures.push(`${response.status} ${url}`);
  });
  return { pages: pages.length, pictures: requests.length, failures };
}
