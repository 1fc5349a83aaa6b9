import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./ports";
import { httpsClient } from "./https-client";

/** Caddy with the deployment's own Caddyfile (deploy/Caddyfile), on loopback, as a test started it. */
export interface CaddyProxy {
  /** https://localhost:PORT */
  readonly origin: string;
  /** http://localhost:PORT, which redirects to `origin`. */
  readonly plainOrigin: string;
  /** Caddy's internal root certificate, for clients to trust. */
  readonly ca: string;
  /** Caddy's admin API (http://localhost:PORT), e.g. /reverse_proxy/upstreams. */
  readonly adminOrigin: string;
  /** The last 20 KB of what Caddy printed, for a failure message. */
  output(): string;
  /** Everything Caddy printed (its own log, errors included) and its access log file so far. */
  logs(): { caddy: string; access: string };
  stop(): Promise<void>;
}

export function caddyInstalled(): boolean {
  try {
    execFileSync("caddy", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `caddy run --config deploy/Caddyfile` in front of `upstreams` on free ports, with its
 * state (internal CA, certificates) in a temporary directory. `httpsPort` is fixed by the caller
 * when the instances must know the public origin (SITE_URL) before Caddy starts.
 */
export async function startCaddy({
  upstreams,
  httpsPort,
}: {
  upstreams: string[];
  httpsPort: number;
}): Promise<CaddyProxy> {
  const home = await mkdtemp(join(tmpdir(), "skyhaven-caddy-"));
  const httpPort = await freePort();
  const adminPort = await freePort();
  const accessLog = join(home, "access.log");
  const child = spawn("caddy", ["run", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      HOME: home,
      XDG_DATA_HOME: join(home, "data"),
      XDG_CONFIG_HOME: join(home, "config"),
      SITE_ADDRESS: `https://localhost:${httpsPort}`,
      HTTPS_PORT: String(httpsPort),
      HTTP_PORT: String(httpPort),
      CADDY_ADMIN: `localhost:${adminPort}`,
      UPSTREAMS: upstreams.join(" "),
      CADDY_ACCESS_LOG: accessLog,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let everything = "";
  const keep = (chunk: Buffer) => {
    everything += chunk.toString();
    output = everything.slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const origin = `https://localhost:${httpsPort}`;
  const rootFile = join(home, "data", "caddy", "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + 30_000;
  let ca = "";
  while (Date.now() < deadline && child.exitCode === null) {
    if (existsSync(rootFile)) {
      ca = readFileSync(rootFile, "utf8");
      const client = httpsClient({ ca });
      const answer = await client.send(`${origin}/api/health`, { timeoutMs: 2000 });
      client.close();
      if (answer.status === 200) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const proxy: CaddyProxy = {
    origin,
    plainOrigin: `http://localhost:${httpPort}`,
    ca,
    adminOrigin: `http://localhost:${adminPort}`,
    output: () => output,
    logs: () => ({
      caddy: everything,
      access: existsSync(accessLog) ? readFileSync(accessLog, "utf8") : "",
    }),
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      await rm(home, { recursive: true, force: true });
    },
  };
  if (!ca || child.exitCode !== null || Date.now() >= deadline) {
    await proxy.stop();
    throw new Error(`Caddy did not serve ${origin}/api/health:\n${output}`);
  }
  return proxy;
}
