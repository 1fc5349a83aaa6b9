import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Cumulative layout shift. */
  cls: number;
  /** Largest contentful paint, simulated slow 4G, in ms. */
  lcp: number;
  /** Total blocking time, simulated 4x slower CPU, in ms. */
  tbt: number;
  /** JavaScript transferred, bytes. */
  scriptBytes: number;
  /** Performance scores of every run; the row's figures are those of the median run. */
  runs: number[];
  /** Error codes of the runs Lighthouse could not measure (each was run again). */
  error?: string;
}

/** The pages the budget covers, in English and Chinese (Malay shares the English pages' code). */
export const lighthousePaths = [
  "/",
  "/landing",
  "/register",
  "/gallery",
  "/layout",
  "/layout/A1",
  "/facilities",
  "/location",
  "/developer",
  "/availability",
  "/book",
  "/calculator",
  "/zh",
  "/zh/gallery",
  "/zh/layout/A1",
  "/zh/location",
  "/zh/availability",
];

/** Failed runs retried per page before a failure counts as a run (with a score of 0). */
const MAX_FAILED_RUNS = 2;

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100) / 100;

/**
 * Lighthouse's default mobile run (emulated phone, simulated slow 4G) of each page in Debian's
 * Chromium: the median of `runs` runs, as Lighthouse's own guidance on variability advises (one
 * run moves by ±0.1 here). Each page is visited once first, not counted: a server that has been up
 * a while has its pictures encoded already.
 */
export async function runLighthouse(
  origin: string,
  paths = lighthousePaths,
  runs = 3,
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      await warmPictures(origin, path);
      const results: LighthouseRow[] = [];
      const errors: string[] = [];
      // A run Lighthouse could not measure (its trace lost the navigation, say) is no score of
      // the page: it is reported and run again, up to MAX_FAILED_RUNS times per page.
      while (results.length < runs) {
        const result = await audit(chrome.port, `${origin}${path}`);
        if (!result.error || errors.length >= MAX_FAILED_RUNS) results.push(result);
        if (result.error) errors.push(result.error);
      }
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)]!;
      rows.push({
        ...median,
        path,
        runs: results.map((r) => r.performance),
        error: errors.join(", ") || undefined,
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/**
 * What a page's first visitor after a deploy pays once: the server encodes the preloaded picture
 * for each phone width the first time it is asked for it (AVIF takes a second or more here).
 */
async function warmPictures(origin: string, path: string): Promise<void> {
  const html = await fetch(`${origin}${path}`).then((response) => response.text());
  const srcSets = [...html.matchAll(/<link rel="preload" as="image"[^>]*imageSrcSet="([^"]+)"/g)];
  const urls = srcSets.flatMap(([, srcSet]) =>
    (srcSet ?? "")
      .split(", ")
      .map((candidate) => candidate.split(" "))
      .filter(([, width]) => Number.parseInt(width ?? "", 10) <= 1080)
      .map(([url]) => (url ?? "").replaceAll("&amp;", "&")),
  );
  for (const url of urls) {
    await fetch(`${origin}${url}`, { headers: { Accept: "image/avif,image/webp,*/*" } }).then(
      (response) => response.arrayBuffer(),
    );
  }
}

async function audit(port: number, url: string): Promise<LighthouseRow> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const scripts = audits["resource-summary"]?.details;
  const scriptItem =
    scripts && "items" in scripts
      ? (scripts.items as { resourceType: string; transferSize: number }[]).find(
          (item) => item.resourceType === "script",
        )
      : undefined;
  return {
    path: new URL(url).pathname,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories["best-practices"]?.score),
    seo: score(categories.seo?.score),
    cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
    lcp: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbt: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    scriptBytes: scriptItem?.transferSize ?? 0,
    runs: [],
    error: result.lhr.runtimeError?.code,
  };
}

/** Where a row misses the budget of the product issue: performance ≥ 0.95, the rest 1.00, CLS < 0.02. */
export function budgetMisses(row: LighthouseRow): string[] {
  const misses: string[] = [];
  if (row.performance < 0.95) misses.push(`performance ${row.performance}`);
  if (row.accessibility < 1) misses.push(`accessibility ${row.accessibility}`);
  if (row.bestPractices < 1) misses.push(`best practices ${row.bestPractices}`);
  if (row.seo < 1) misses.push(`SEO ${row.seo}`);
  if (row.cls >= 0.02) misses.push(`CLS ${row.cls}`);
  return misses;
}
