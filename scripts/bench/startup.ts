import { execFileSync, spawn } from "node:child_process";
import { ensureBuild } from "../lib/build";
import { percentile } from "./percentile";

export interface StartupResult {
  database: string;
  runs: number;
  /** From spawning `node dist/serve.mjs` until /api/health answers 200, per run. */
  healthyMs: number[];
  /** Until the home page answers 200 (its first render from the prerendered HTML). */
  firstPageMs: number[];
  /** From SIGTERM at rest until the process has exited. */
  stopMs: number[];
}

async function until(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * How fast a production instance starts from a built tree, as a unit file starts it:
 * `node dist/serve.mjs` on an already migrated database, no build and no TypeScript compiler.
 */
export async function startupBench(
  database: string,
  databaseUrl: string,
  { runs, port }: { runs: number; port: number },
): Promise<StartupResult> {
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: "production" as const,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: "bench-startup-auth-secret-0123456789abcdef",
    LOG_LEVEL: "warn",
    OUTBOX_WORKER: "0",
  };
  await ensureBuild();
  execFileSync(process.execPath, ["dist/migrate.mjs"], { env, stdio: "ignore" });
  const result: StartupResult = { database, runs, healthyMs: [], firstPageMs: [], stopMs: [] };
  for (let run = 0; run < runs; run++) {
    const started = Date.now();
    const child = spawn(process.execPath, ["dist/serve.mjs"], {
      env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const origin = `http://127.0.0.1:${port}`;
    await until(`${origin}/api/health`, started + 60_000);
    result.healthyMs.push(Date.now() - started);
    await until(`${origin}/`, started + 60_000);
    result.firstPageMs.push(Date.now() - started);
    const stopping = Date.now();
    child.kill("SIGTERM");
    await exited;
    result.stopMs.push(Date.now() - stopping);
  }
  return result;
}

export function printStartup(results: StartupResult[]): void {
  console.log("\nProduction instance start-up from the built tree (`node dist/serve.mjs`)\n");
  console.log(
    "| database | runs | healthy p50 ms | healthy max ms | first page p50 ms | stop p50 ms |",
  );
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(
      `| ${r.database} | ${r.runs} | ${percentile(r.healthyMs, 50)} | ${Math.max(...r.healthyMs)} | ${percentile(r.firstPageMs, 50)} | ${percentile(r.stopMs, 50)} |`,
    );
  }
}
