import { spawn, type ChildProcess } from "node:child_process";
import { freePort, holdsPort } from "./ports";

/** A production server (`dist/serve.mjs` on the existing build) that a test started. */
export interface AppServer {
  readonly origin: string;
  readonly pid: number;
  /** What it printed, for a failure message (the last 20 KB). */
  output(): string;
  /** `kill -9`: no shutdown code runs. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it is still there after 20 s (a stop may wait for the proxy). */
  stop(): Promise<void>;
}

export interface AppServerOptions {
  databaseUrl: string;
  /** Extra or overriding variables (OUTBOX_WORKER, SMTP_URL, …). */
  env?: Record<string, string>;
  /** How long the server may take to answer /api/health with 200. */
  readyTimeoutMs?: number;
  /** The port to listen on (to start an instance again where a proxy expects it); free by default. */
  port?: number;
}

const OUTPUT_KEPT = 20_000;

/** Every instance's AUTH_SECRET, so a session signed in a test is valid on all of them. */
export const FAULT_SUITE_AUTH_SECRET = "fault-suite-auth-secret-0123456789abcdef";

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function untilHealthy(port: number, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return "exited";
    const status = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      (response) => response.status,
      () => 0,
    );
    // Another process on this port (another worker's server) is not ours starting up.
    if (status === 200 && (await holdsPort(child.pid ?? 0, port))) return "ready";
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return "timed out";
}

/**
 * Starts `node dist/serve.mjs` (as a deployment runs it) against an already migrated database,
 * with the outbox worker off and the rate limits out of the way unless `env` says otherwise, and
 * resolves once it answers /api/health.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  try {
    return await startOnce(options);
  } catch (error) {
    // A port of our own block taken meanwhile by something else: once more, on another.
    if (options.port !== undefined || !String(error).includes("EADDRINUSE")) throw error;
    return startOnce(options);
  }
}

async function startOnce({
  databaseUrl,
  env = {},
  readyTimeoutMs = 60_000,
  port: fixedPort,
}: AppServerOptions): Promise<AppServer> {
  const port = fixedPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/serve.mjs"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      // The build's canonical origin (playwright.config.ts); a different one changes nothing here.
      SITE_URL: "http://localhost:3000",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: FAULT_SUITE_AUTH_SECRET,
      LOG_LEVEL: "warn",
      OUTBOX_WORKER: "0",
      RATE_LIMIT_PER_IP: "100000",
      RATE_LIMIT_PER_CONTACT: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const server: AppServer = {
    origin,
    pid: child.pid ?? 0,
    output: () => output,
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
  const state = await untilHealthy(port, child, readyTimeoutMs);
  if (state !== "ready") {
    await server.kill();
    throw new Error(`The app server ${state} before it was healthy:\n${output}`);
  }
  return server;
}
