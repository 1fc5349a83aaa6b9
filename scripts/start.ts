import "./lib/checked-env";
import { spawn } from "node:child_process";
import { loadEnv } from "./lib/load-env";
import { ensureBuild } from "./lib/build";
import { prepareDatabase } from "./lib/prepare-database";
import { serverMallocEnv, serverV8Flags } from "./lib/server-memory";
import { siteUrlWarning } from "./lib/site-url-warning";

// `npm start`: configuration checked, database migrated and seeded, a current production build,
// then the production server (scripts/serve.ts, compiled to dist/serve.mjs). Each step fails with a message that says what to fix.
async function main() {
  const env = loadEnv();
  await prepareDatabase(env.DATABASE_URL);
  await ensureBuild();
  const port = process.env.PORT ?? "3000";
  const host = process.env.HOST ?? "0.0.0.0";
  const warning = siteUrlWarning(env.SITE_URL, host);
  if (warning) console.warn(`\n${warning}\n`);
  console.log(`SkyHaven Suites on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
  const server = spawn(
    process.execPath,
    [
      // Memory settings, with their measurements: scripts/lib/server-memory.ts.
      ...serverV8Flags,
      "dist/serve.mjs",
    ],
    {
      // The IPC channel tells the server when this launcher dies, even by kill -9 (serve.ts stops).
      stdio: ["inherit", "inherit", "inherit", "ipc"],
      env: {
        ...process.env,
        ...serverMallocEnv(),
        NODE_ENV: "production",
        PORT: port,
        HOST: host,
        AUTH_SECRET: env.AUTH_SECRET,
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  );
  // A process manager signals this launcher (or npm, which passes it on): the server drains its
  // requests and exits, and this process exits with its status.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
    process.on(signal, () => server.kill(signal === "SIGHUP" ? "SIGTERM" : signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
