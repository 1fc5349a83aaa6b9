import { percentile } from "./percentile";

export interface PageCase {
  /** What the row of the table says. */
  label: string;
  /** Path and query; values that must exist (a deep page's cursor) come from the seeded database. */
  path: string;
}

export interface PageTiming {
  route: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  statuses: Record<number, number>;
}

/**
 * One request after another (no concurrency: this is the time one salesperson waits), cycling
 * through `cases`; the time is until the whole page has arrived.
 */
export async function timePages(
  origin: string,
  route: string,
  cases: PageCase[],
  cookie: string,
  requests: number,
): Promise<PageTiming> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const get = async (path: string) => {
    const response = await fetch(`${origin}${path}`, {
      headers: { cookie },
      redirect: "manual",
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    return response;
  };
  // Warm-up: one request per case fills connection pools and caches; only later ones are timed.
  for (const c of cases) await get(c.path);
  for (const key of Object.keys(statuses)) delete statuses[Number(key)];
  for (let i = 0; i < requests; i++) {
    const c = cases[i % cases.length]!;
    const began = performance.now();
    await get(c.path);
    latencies.push(performance.now() - began);
  }
  return {
    route,
    requests,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: Math.max(...latencies),
    statuses,
  };
}
