import { spawn } from "node:child_process";

/** `node dist/worker.mjs`, the outbox worker as a deployment runs it, that a test started. */
export interface WorkerProcess {
  output(): string;
  /** SIGTERM; resolves with its exit code once it is gone. */
  stop(): Promise<number | null>;
}

export function startWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ["dist/worker.mjs"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      AUTH_SECRET: "worker-test-auth-secret-0123456789abcdef",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      return exited;
    },
  };
}
