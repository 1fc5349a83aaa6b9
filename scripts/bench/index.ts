import { rmSync } from "node:fs";
import pg from "pg";
import { countStored } from "./count-rows";
import { launchBench, printLaunch, type LaunchResult } from "./launch";
import { leadDeskBench, printLeadDesk, type LeadDeskResult } from "./lead-desk";
import { memoryBench, printMemory, type MemoryOptions, type MemoryResult } from "./memory";
import { startBlankPage } from "./blank-page";
import { busyCore } from "./busy-core";
import { budgetMisses, runLighthouse, type LighthouseRow } from "./lighthouse";
import { outboxDrain, type DrainResult } from "./outbox-drain";
import { registrationLoad } from "./registration-load";
import { startServer } from "./server";
import { blankReference, speedGoalMisses } from "./speed-goal";
import { printStartup, startupBench, type StartupResult } from "./startup";

// `npm run bench`: registration load against the production build on SQLite and PostgreSQL, then
// the lead desk at 100,000 leads (dashboard and list page times, the full export's time and memory),
// and launch day (buyers racing for units over two instances).
// Options: --clients 50 --rate 300 --seconds 20 --only sqlite|postgres
//          --part all|pages|registrations|outbox|leads|memory|startup|launch --port 3300 (3301 blank page)
//          --paths /register,/zh/calculator (Lighthouse only these, default every budgeted page)
//          --leads 100000 --requests 200 --runs 3 (Lighthouse runs per page; the median is reported)
//          --load (pages: one core kept busy while Lighthouse measures, the blank page too)
//          --registrations 10000 --idle 30 (memory: registrations per round at --rate, default 300/s)
//          --buyers 300 --units 40 (launch: holds sent at once, and the units they want)
const args = new Map(
  process.argv
    .slice(2)
    .flatMap((arg, i, all) => (arg.startsWith("--") ? [[arg.slice(2), all[i + 1] ?? ""]] : [])),
);
const clients = Number(args.get("clients") ?? 50);
/** Posts per second arriving regardless of answers (the floor is 300/s); unset: as fast as served. */
const rate = args.has("rate") ? Number(args.get("rate")) : undefined;
const seconds = Number(args.get("seconds") ?? 20);
const only = args.get("only");
const part = args.get("part") ?? "all";
const leadCount = Number(args.get("leads") ?? 100_000);
const pageRequests = Number(args.get("requests") ?? 200);
const lighthouseRuns = Number(args.get("runs") ?? 3);
const lighthousePathsChosen = args.get("paths")?.split(",").filter(Boolean);
const port = Number(args.get("port") ?? 3300);
const loaded = args.has("load");
const WARM_UP_SECONDS = 5;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

interface Row {
  database: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  fiveXX: number;
  created: number;
  stored: number;
}

async function bench(database: string, databaseUrl: string, searchPath?: string): Promise<Row> {
  // Every request comes from this machine: lift the per-IP limit (per-contact stays; contacts are unique).
  const server = await startServer(port, {
    DATABASE_URL: databaseUrl,
    // Production on PostgreSQL refuses to start without one (server/env-secrets.ts).
    AUTH_SECRET: "bench-registrations-auth-secret-0123456789",
    RATE_LIMIT_PER_IP: "1000000000",
  });
  try {
    // Warm-up, not counted: the first seconds compile routes, fill pools and let V8 optimize the
    // hot path (throughput roughly doubles over them); a server that has been up a while is warm.
    await registrationLoad(server.origin, clients, WARM_UP_SECONDS);
    const result = await registrationLoad(server.origin, clients, seconds, rate);
    const fiveXX =
      Object.entries(result.statuses).reduce(
        (n, [status, count]) => n + (Number(status) >= 500 ? count : 0),
        0,
      ) + result.errors;
    const stored = await countStored(
      databaseUrl.split("?")[0] ?? databaseUrl,
      result.created,
      searchPath,
    );
    return {
      database,
      requests: result.requests,
      perSecond: result.perSecond,
      p50: result.p50,
      p99: result.p99,
      fiveXX,
      created: result.created.length,
      stored,
    };
  } finally {
    await server.stop();
  }
}

async function withSchema<T>(run: (schema: string) => Promise<T>): Promise<T> {
  const schema = `bench_${Math.random().toString(16).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  try {
    return await run(schema);
  } finally {
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  }
}

function freshSqlite(path: string): string {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
  return `file:./${path}`;
}

// Pages first, on a quiet machine: Lighthouse mobile for the budgeted pages in English and Chinese,
// between two measurements of a blank Next.js page, the floor this machine sets at that moment.
if (part === "all" || part === "pages") {
  const blank = await startBlankPage(port + 1);
  const reference: LighthouseRow[] = [];
  let pages: LighthouseRow[] = [];
  const load = loaded ? busyCore() : undefined;
  try {
    reference.push(...(await runLighthouse(blank.origin, ["/"], lighthouseRuns)));
    const server = await startServer(port, { DATABASE_URL: freshSqlite("data/bench-pages.db") });
    try {
      pages = await runLighthouse(server.origin, lighthousePathsChosen, lighthouseRuns);
    } finally {
      await server.stop();
    }
    reference.push(...(await runLighthouse(blank.origin, ["/"], lighthouseRuns)));
  } finally {
    await load?.stop();
    await blank.stop();
  }
  console.log(
    `\nLighthouse mobile (emulated phone, simulated slow 4G), production build${loaded ? ", one core kept busy (--load)" : ""}\n`,
  );
  console.log(
    "| page | performance (runs) | accessibility | best practices | SEO | CLS | LCP ms | TBT ms | JS bytes | budget | against the blank page |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|");
  const line = (r: LighthouseRow, label: string, verdict: string, goal: string) =>
    console.log(
      `| ${label} | ${r.performance.toFixed(2)} (${r.runs.map((run) => run.toFixed(2)).join(" ")}) | ${r.accessibility.toFixed(2)} | ${r.bestPractices.toFixed(2)} | ${r.seo.toFixed(2)} | ${r.cls.toFixed(3)} | ${r.lcp} | ${r.tbt} | ${r.scriptBytes} | ${verdict}${r.error ? ` (failed runs: ${r.error})` : ""} | ${goal} |`,
    );
  const [before, after] = reference;
  const blankFigures = blankReference(reference);
  if (before) line(before, "blank Next.js page, before", "reference", "");
  for (const r of pages) {
    const misses = budgetMisses(r);
    const goal = speedGoalMisses(r, blankFigures);
    line(
      r,
      r.path,
      misses.length ? `missed: ${misses.join(", ")}` : "met",
      goal.length ? `missed: ${goal.join(", ")}` : "met",
    );
  }
  if (after) line(after, "blank Next.js page, after", "reference", "");
}

const rows: Row[] = [];
if ((part === "all" || part === "registrations") && only !== "postgres") {
  rmSync("data/bench.db", { force: true });
  rmSync("data/bench.db-wal", { force: true });
  rmSync("data/bench.db-shm", { force: true });
  rows.push(await bench("SQLite", "file:./data/bench.db"));
}
if ((part === "all" || part === "registrations") && only !== "sqlite") {
  rows.push(
    await withSchema((schema) =>
      bench(
        "PostgreSQL",
        `${postgresUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
        schema,
      ),
    ),
  );
}

if (rows.length) {
  console.log(
    `\nRegistration load: ${rate ? `${rate} posts/s arriving (at most ${clients} connections)` : `${clients} concurrent clients`} for ${seconds} s after a ${WARM_UP_SECONDS}-s warm-up, POST /api/registrations (JSON)\n`,
  );
  console.log(
    "| database | requests | per second | p50 ms | p99 ms | 5xx | 201s | rows stored | lost |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.database} | ${r.requests} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.fiveXX} | ${r.created} | ${r.stored} | ${r.created - r.stored} |`,
    );
  }
}

const drains: DrainResult[] = [];
const DRAIN = { messages: 1000, delayMs: 50 };
if ((part === "all" || part === "outbox") && only !== "postgres") {
  drains.push(await outboxDrain("SQLite", freshSqlite("data/bench-outbox.db"), DRAIN));
}
if ((part === "all" || part === "outbox") && only !== "sqlite") {
  drains.push(
    await withSchema((schema) =>
      outboxDrain("PostgreSQL", postgresUrl, { ...DRAIN, searchPath: schema }),
    ),
  );
}
if (drains.length) {
  console.log(
    `\nOutbox drain: ${DRAIN.messages} queued messages, SMTP server and webhook receiver answering in ${DRAIN.delayMs} ms\n`,
  );
  console.log("| database | messages | sent | seconds | per second |");
  console.log("|---|---:|---:|---:|---:|");
  for (const d of drains) {
    console.log(
      `| ${d.database} | ${d.messages} | ${d.sent} | ${d.seconds.toFixed(1)} | ${(d.sent / d.seconds).toFixed(0)} |`,
    );
  }
}

const leadDesk: LeadDeskResult[] = [];
if ((part === "all" || part === "leads") && only !== "postgres") {
  leadDesk.push(
    await leadDeskBench("SQLite", freshSqlite("data/bench-leads.db"), {
      count: leadCount,
      requests: pageRequests,
    }),
  );
}
if ((part === "all" || part === "leads") && only !== "sqlite") {
  leadDesk.push(
    await withSchema((schema) =>
      leadDeskBench(
        "PostgreSQL",
        `${postgresUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
        { count: leadCount, requests: pageRequests, searchPath: schema },
      ),
    ),
  );
}
if (leadDesk.length) printLeadDesk(leadDesk, leadCount, pageRequests);

const memory: MemoryResult[] = [];
const memoryOptions: MemoryOptions = {
  port,
  registrations: Number(args.get("registrations") ?? 10_000),
  rate: rate ?? 300,
  clients,
  idleSeconds: Number(args.get("idle") ?? 30),
};
if ((part === "all" || part === "memory") && only !== "postgres") {
  memory.push(await memoryBench("SQLite", freshSqlite("data/bench-memory.db"), memoryOptions));
}
if ((part === "all" || part === "memory") && only !== "sqlite") {
  memory.push(
    await withSchema((schema) =>
      memoryBench(
        "PostgreSQL",
        `${postgresUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
        memoryOptions,
      ),
    ),
  );
}
if (memory.length) printMemory(memory, memoryOptions);

const startups: StartupResult[] = [];
const STARTUP = { runs: 5, port: port + 2 };
if ((part === "all" || part === "startup") && only !== "postgres") {
  startups.push(await startupBench("SQLite", freshSqlite("data/bench-startup.db"), STARTUP));
}
if ((part === "all" || part === "startup") && only !== "sqlite") {
  startups.push(
    await withSchema((schema) =>
      startupBench(
        "PostgreSQL",
        `${postgresUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
        STARTUP,
      ),
    ),
  );
}
if (startups.length) printStartup(startups);

const launches: LaunchResult[] = [];
const LAUNCH = {
  buyers: Number(args.get("buyers") ?? 300),
  units: Number(args.get("units") ?? 40),
};
// Two instances on PostgreSQL (every instance sells, one database decides); one on SQLite.
if ((part === "all" || part === "launch") && only !== "sqlite") {
  launches.push(
    await withSchema((schema) =>
      launchBench(
        "PostgreSQL",
        `${postgresUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
        { ...LAUNCH, instances: 2, searchPath: schema },
      ),
    ),
  );
}
if ((part === "all" || part === "launch") && only !== "postgres") {
  launches.push(
    await launchBench("SQLite", freshSqlite("data/bench-launch.db"), { ...LAUNCH, instances: 1 }),
  );
}
if (launches.length) printLaunch(launches);
