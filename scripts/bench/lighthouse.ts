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
  /** JavaScript transferred, bytes. */
  scriptBytes: number;
}

/** The pages the budget covers, in English and Chinese. */
export const lighthousePaths = [
  "/",
  "/gallery",
  "/layout/A1",
  "/location",
  "/zh",
  "/zh/gallery",
  "/zh/layout/A1",
  "/zh/location",
];

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100) / 100;

/** Lighthouse's default mobile run (emulated phone, simulated slow 4G) of each page in Debian's Chromium. */
export async function runLighthouse(
  origin: string,
  paths = lighthousePaths,
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
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      const scripts = audits["resource-summary"]?.details;
      const scriptItem =
        scripts && "items" in scripts
          ? (scripts.items as { resourceType: string; transferSize: number }[]).find(
              (item) => item.resourceType === "script",
            )
          : undefined;
      rows.push({
        path,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories["best-practices"]?.score),
        seo: score(categories.seo?.score),
        cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
        lcp: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        scriptBytes: scriptItem?.transferSize ?? 0,
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
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
