import http from "node:http";
import { percentile } from "./percentile";

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  created: string[];
  statuses: Record<number, number>;
  errors: number;
}

let serial = 0;

/** A registration no other request of the run repeats, so every one is a new buyer. */
function registration(run: string) {
  const n = ++serial;
  return {
    salutationId: 1 + (n % 5),
    name: "Bench Buyer",
    contact: `+6011${String(n).padStart(8, "0")}`,
    email: `bench-${run}-${n}@example.com`,
    address: "1 Jalan Bench, 64000 Sepang",
    channel: "website",
    consentPersonalData: true,
    consentTerms: true,
    unitTypes: ["A1"],
  };
}

function post(
  url: URL,
  agent: http.Agent,
  body: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * `clients` loops each posting one registration after another until `seconds` have passed (the
 * most the server takes); or, with `rate`, posts arriving at that many per second whatever the
 * answers (the way buyers arrive), each timed from when it was due, so a slow answer cannot hide
 * the requests queued behind it.
 */
export async function registrationLoad(
  origin: string,
  clients: number,
  seconds: number,
  rate?: number,
): Promise<LoadResult> {
  const run = Math.random().toString(36).slice(2, 8);
  const latencies: number[] = [];
  const created: string[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;

  // Plain keep-alive HTTP: the load generator shares the machine's two cores with the server, so it
  // should spend as little of them as it can (fetch costs several times more per request).
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL("/api/registrations", origin);
  const once = async (due: number) => {
    try {
      const response = await post(url, agent, JSON.stringify(registration(run)));
      const body = JSON.parse(response.body) as { id?: string };
      latencies.push(performance.now() - due);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 201 && body.id) created.push(body.id);
    } catch {
      errors++;
    }
  };
  const client = async () => {
    while (performance.now() < end) await once(performance.now());
  };
  const arrivals = async (perSecond: number) => {
    const sent: Promise<void>[] = [];
    for (let n = 0; start + (n * 1000) / perSecond < end; n++) {
      const due = start + (n * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      sent.push(once(due));
    }
    await Promise.all(sent);
  };
  await (rate ? arrivals(rate) : Promise.all(Array.from({ length: clients }, client)));
  agent.destroy();
  const elapsed = (performance.now() - start) / 1000;
  return {
    requests: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    created,
    statuses,
    errors,
  };
}
