import { spawn, type ChildProcess } from "node:child_process";

export interface BenchServer {
  origin: string;
  /** The launcher's process id (`next start` runs as its child). */
  pid: number;
  stop(): Promise<void>;
}

/** The production server as `npm start` runs it, on its own port and database. */
export async function startServer(port: number, env: Record<string, string>): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${origin}/api/health`, child);
  return {
    origin,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Polls `url` until it answers 2xx (up to five minutes, a build included); fails if `child` exits. */
export async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const up = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return;
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
