/** The METRICS_TOKEN the end-to-end server runs with (playwright.config.ts) and specs scrape with. */
export const E2E_METRICS_TOKEN = "e2e-metrics-token-0123456789abcdef";

/** One sample of Prometheus's text format: `name{label="value",…} 12.5`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a scrape (comments and blank lines skipped). Label values hold no `"` here. */
export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    samples.push({ name: match[1] ?? "", labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample named `name` whose labels include `labels`; 0 when there is none. */
export function sampleValue(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1)
    throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}

/** GET /api/metrics on `origin`, as Prometheus scrapes it; the samples and the raw answer. */
export async function scrape(origin: string, token = E2E_METRICS_TOKEN) {
  const response = await fetch(`${origin}/api/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, samples: parseSamples(text) };
}
