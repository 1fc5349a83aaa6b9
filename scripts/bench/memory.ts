import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { processMemory, servingProcess, type ProcessMemory } from "./process-memory";
import { registrationLoad } from "./registration-load";
import { startServer } from "./server";
import { browseSite } from "./site-traffic";

export interface MemoryOptions {
  port: number;
  /** Registrations per round, each a different person. */
  registrations: number;
  /** Registrations arriving per second. */
  rate: number;
  /** Most connections the registration load opens. */
  clients: number;
  idleSeconds: number;
  /** Extra environment for the server (a setting under test). */
  env?: Record<string, string>;
}

export interface MemorySample extends ProcessMemory {
  stage: string;
  /** V8's heap as the server reports it (process.memoryUsage()), when the probe answered. */
  heapTotal?: number;
  heapUsed?: number;
  /** Buffers and other memory V8 objects hold outside the heap. */
  external?: number;
  note: string;
}

export interface MemoryResult {
  database: string;
  samples: MemorySample[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function probeHeap(pid: number, dir: string): Promise<NodeJS.MemoryUsage | undefined> {
  const file = join(dir, `${pid}.json`);
  rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let tries = 0; tries < 50; tries++) {
    await sleep(20);
    try {
      return JSON.parse(readFileSync(file, "utf8")) as NodeJS.MemoryUsage;
    } catch {
      // not written yet
    }
  }
  return undefined;
}

/**
 * Resident memory of one production server across two rounds of what a launch brings: every public
 * page in every language, every picture variant they reference (encoded on first request), and
 * `registrations` registrations at a steady rate, each from a different person. A server that
 * holds what it needs stays flat from round 1 to round 2 and after an idle spell.
 */
export async function memoryBench(
  database: string,
  databaseUrl: string,
  options: MemoryOptions,
): Promise<MemoryResult> {
  // Pictures are encoded on their first request only: start from an empty optimizer cache.
  rmSync(".next/cache/images", { recursive: true, force: true });
  const probeDir = mkdtempSync(join(tmpdir(), "skyhaven-memory-"));
  const server = await startServer(options.port, {
    DATABASE_URL: databaseUrl,
    // Every request comes from this machine and the pages are fetched many times over.
    RATE_LIMIT_PER_IP: "1000000000",
    NODE_OPTIONS: [
      process.env.NODE_OPTIONS ?? "",
      `--import=${resolve("scripts/bench/memory-probe.mjs")}`,
    ].join(" "),
    MEMORY_PROBE_DIR: probeDir,
    ...options.env,
  });
  const samples: MemorySample[] = [];
  try {
    const pid = servingProcess(server.pid, options.port);
    const sample = async (stage: string, note: string) => {
      const memory = processMemory(pid);
      const heap = await probeHeap(pid, probeDir);
      samples.push({
        stage,
        ...memory,
        heapTotal: heap?.heapTotal,
        heapUsed: heap?.heapUsed,
        external: heap?.external,
        note,
      });
      console.error(`[memory] ${database} ${stage}: ${(memory.rss / 2 ** 20).toFixed(0)} MB`);
    };
    await sleep(5000);
    await sample("idle", "after start-up and one health check");
    for (const round of [1, 2]) {
      const traffic = await browseSite(server.origin);
      const load = await registrationLoad(
        server.origin,
        options.clients,
        options.registrations / options.rate,
        options.rate,
      );
      const other = Object.entries(load.statuses)
        .filter(([status]) => status !== "201")
        .map(([status, n]) => `${n}×${status}`);
      await sample(
        `after round ${round}`,
        [
          `${traffic.pages} pages, ${traffic.pictures} pictures`,
          traffic.failures.length ? `${traffic.failures.length} not 200` : "",
          `${load.created.length} registrations (p99 ${load.p99.toFixed(0)} ms)`,
          other.length || load.errors
            ? `also ${[...other, `${load.errors} errors`].join(", ")}`
            : "",
        ]
          .filter(Boolean)
          .join("; "),
      );
      if (traffic.failures.length) console.error(traffic.failures.slice(0, 10).join("\n"));
    }
    await sleep(options.idleSeconds * 1000);
    await sample(`after ${options.idleSeconds} s idle`, "");
  } finally {
    await server.stop();
    rmSync(probeDir, { recursive: true, force: true });
  }
  return { database, samples };
}

const mb = (bytes: number | undefined) =>
  bytes === undefined ? "–" : (bytes / 2 ** 20).toFixed(0);

export function printMemory(results: MemoryResult[], options: MemoryOptions): void {
  console.log(
    `\nServer memory (the process that serves, /proc/PID/status), MB. Each round: every public page in every language, every picture variant they reference as AVIF and WebP, ${options.registrations} registrations at ${options.rate}/s\n`,
  );
  console.log(
    "| database | stage | VmRSS | RssAnon | RssFile | V8 heap total | heap used | external | RSS − heap | note |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const { database, samples } of results) {
    for (const s of samples) {
      const native = s.heapTotal === undefined ? undefined : s.rss - s.heapTotal;
      console.log(
        `| ${database} | ${s.stage} | ${mb(s.rss)} | ${mb(s.anon)} | ${mb(s.file)} | ${mb(s.heapTotal)} | ${mb(s.heapUsed)} | ${mb(s.external)} | ${mb(native)} | ${s.note} |`,
      );
    }
    const last = samples.at(-1);
    if (last) console.log(`| ${database} | peak (VmHWM) | ${mb(last.peak)} | | | | | | | |`);
  }
}
