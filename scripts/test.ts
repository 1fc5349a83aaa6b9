import { spawn, type ChildProcess } from "node:child_process";

// `npm test`: the unit tests (Vitest), then the end-to-end tests (Playwright) against the
// production build. The build takes minutes on one core while the unit tests mostly wait on
// databases and timers, so it runs beside them: the suite takes the longer of the two, not their
// sum. Playwright's server (scripts/start.ts) then finds the build current and starts at once.

/** The address playwright.config.ts serves the build under: the build bakes it in. */
const E2E_SITE_URL = "http://localhost:3000";

function run(
  command: string,
  args: string[],
  options: { quiet?: boolean; env?: NodeJS.ProcessEnv } = {},
) {
  const child = spawn(command, args, {
    stdio: options.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env: options.env ?? process.env,
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  const done = new Promise<number>((resolve) =>
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  return { child, done, output: () => Buffer.concat(output).toString() };
}

const npx = (tool: string, args: string[]) =>
  run(process.execPath, [`node_modules/${tool}`, ...args]);

const build = run(
  process.execPath,
  ["--import", "tsx", "-e", 'import("./scripts/lib/build.ts").then((m) => m.ensureBuild())'],
  { quiet: true, env: { ...process.env, SITE_URL: E2E_SITE_URL, NEXT_TELEMETRY_DISABLED: "1" } },
);
const stop = (child: ChildProcess) => child.exitCode === null && child.kill("SIGTERM");
process.on("SIGINT", () => (stop(build.child), process.exit(130)));

const unit = await npx("vitest/vitest.mjs", ["run"]).done;
if (unit !== 0) {
  stop(build.child);
  process.exit(unit);
}
console.log("\nWaiting for the production build the end-to-end tests use…");
const built = await build.done;
process.stdout.write(build.output());
if (built !== 0) {
  console.error("The production build failed (its output is above).");
  process.exit(built);
}
process.exit(await npx("@playwright/test/cli.js", ["test"]).done);
