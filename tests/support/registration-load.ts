import { randomInt } from "node:crypto";

/** One buyer: a phone number and an email that no other buyer of this run has. */
export interface Buyer {
  contact: string;
  email: string;
}

const run = randomInt(1_000_000).toString(36);

/** The n-th buyer of this test run (n below 9,000,000). */
export function buyer(n: number): Buyer {
  const digits = String(1_000_000 + n);
  return {
    contact: `012-${digits.slice(0, 3)} ${digits.slice(3)}`,
    email: `f${run}-${n}@example.com`,
  };
}

/** A valid JSON body for POST /api/registrations by `who`. */
export function registrationBody(who: Buyer, overrides: Record<string, unknown> = {}) {
  return {
    salutationId: 2,
    name: "Lim Mei Ling",
    ...who,
    address: "8 Jalan KLIA, 64000 Sepang",
    channel: "website",
    consentPersonalData: true,
    consentTerms: true,
    unitTypes: ["B2"],
    ...overrides,
  };
}

/** One POST /api/registrations as the client saw it. */
export interface Posted {
  email: string;
  /** 0 when no answer came (connection refused or reset, or no answer within the timeout). */
  status: number;
  id?: string;
  body: string;
  retryAfter: string | null;
  /** When it was sent, in ms since the epoch, and how long until its answer (or failure). */
  startedAt: number;
  ms: number;
}

export interface PostOptions {
  headers?: Record<string, string>;
  query?: string;
  timeoutMs?: number;
}

export async function postRegistration(
  origin: string,
  body: ReturnType<typeof registrationBody>,
  { headers = {}, query = "", timeoutMs = 20_000 }: PostOptions = {},
): Promise<Posted> {
  const startedAt = Date.now();
  const answer = await fetch(`${origin}/api/registrations${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  })
    .then(async (response) => ({
      status: response.status,
      text: await response.text(),
      retryAfter: response.headers.get("retry-after"),
    }))
    // A connection refused or cut, also one cut after the status line: no answer.
    .catch((error: unknown) => ({ status: 0, text: String(error), retryAfter: null }));
  let id: string | undefined;
  if (answer.status === 201) id = (JSON.parse(answer.text) as { id: string }).id;
  return {
    email: body.email,
    status: answer.status,
    id,
    body: answer.text,
    retryAfter: answer.retryAfter,
    startedAt,
    ms: Date.now() - startedAt,
  };
}

export interface Load {
  readonly results: readonly Posted[];
  /** Lets every client finish the request it has in flight, then resolves with all results. */
  stop(): Promise<Posted[]>;
}

export interface LoadOptions {
  clients: number;
  /** Servers to spread the posts over, client by client. */
  origins: string[];
  /** The body of the `n`-th post (counted across all clients). */
  bodyFor: (n: number) => ReturnType<typeof registrationBody>;
  post?: PostOptions;
  /** A bound on the whole load, whatever happens to `stop`. */
  maxRequests?: number;
}

/** `clients` loops posting registrations back to back until stopped. */
export function startLoad({
  clients,
  origins,
  bodyFor,
  post,
  maxRequests = 20_000,
}: LoadOptions): Load {
  const results: Posted[] = [];
  let stopped = false;
  let sent = 0;
  const client = async (index: number) => {
    const origin = origins[index % origins.length] ?? "";
    while (!stopped && sent < maxRequests) {
      const posted = await postRegistration(origin, bodyFor(sent++), post);
      results.push(posted);
      // A server that is gone refuses at once: do not spin on it.
      if (posted.status === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const running = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    results,
    async stop() {
      stopped = true;
      await running;
      return results;
    },
  };
}

/** How many answers had each status, e.g. {"201": 340, "503": 12}. */
export function statusCounts(results: readonly Posted[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
