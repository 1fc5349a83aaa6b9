import { hostileRequests, type HostileCase } from "../support/hostile";
import { sendRaw, type RawAnswer } from "../support/raw-http";
import { SeededRandom } from "../support/seeded-random";
import { expect, test } from "./fixtures";
import { uniqueBuyer } from "./lead-store";

// A bounded sweep of hostile requests over the public surface: every one must get an answer
// below 500 that gives nothing of the server's insides away. HOSTILE_SEED replays a run; the
// failing requests are printed as sent. Requests go out through node:http or as raw bytes,
// which send methods, paths and headers as given where a client library would tidy them up.
const seed = Number(process.env.HOSTILE_SEED ?? 20261125);
const PARALLEL = 6;

/** What an error page or a crash would show: stack frames, file paths, error class names. */
const LEAKS = [
  /\n\s+at [^\n]+:\d+:\d+/,
  /node_modules\//,
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|URIError)\b/,
  /Internal Server Error/i,
  /\/work\/|webpack-internal:|turbopack:\/\//,
];

function problem(answer: RawAnswer): string | null {
  if (answer.status === 0) return "no answer";
  if (answer.status >= 500) return `status ${answer.status}`;
  const textual = !/^(?:image|font|video|audio)\/|application\/pdf/.test(answer.contentType);
  const leak = textual ? LEAKS.find((pattern) => pattern.test(answer.text)) : undefined;
  return leak ? `body matches ${leak}` : null;
}

function describeCase(index: number, sent: HostileCase): string {
  const body = sent.wire ?? sent.body;
  const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 300);
  return (
    `#${index} [${sent.family}] ${sent.method} ${shown(sent.path)}` +
    `${sent.headers ? ` headers ${shown(sent.headers)}` : ""}` +
    `${body !== undefined ? ` body ${shown(body.toString())}` : ""}`
  );
}

test("hostile requests of every kind get an answer below 500 without a stack trace", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const register = await (await request.get("/register")).text();
  const signIn = await (await request.get("/admin/sign-in")).text();
  const home = await (await request.get("/")).text();
  const actionIds = [
    ...new Set([...`${register}${signIn}`.matchAll(/&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/g)]),
  ].map((match) => match[1] ?? "");
  expect(actionIds.length, "server action ids on /register and /admin/sign-in").toBeGreaterThan(0);
  const staticFile = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(home)?.[0] ?? "/_next/static/x.js";

  const cases = hostileRequests(new SeededRandom(seed), {
    actionIds,
    staticFile,
    buyer: uniqueBuyer,
  });
  expect(cases.length).toBeGreaterThan(500);
  expect(cases.length).toBeLessThan(1500);

  const origin = new URL(baseURL ?? "");
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const sent = cases[index] as HostileCase;
      const answer = await sendRaw(origin, sent);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const found = problem(answer);
      if (found)
        failures.push(`${describeCase(index, sent)}\n  → ${found}: ${answer.text.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));

  console.log(
    `hostile sweep, seed ${seed}: ${cases.length} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
  expect(
    failures,
    `seed ${seed} (HOSTILE_SEED=${seed} replays it):\n${failures.join("\n")}`,
  ).toEqual([]);
});
