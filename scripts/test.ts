import { spawn, type ChildProcess } from "node:child_process";

// `npm test`: the unit tests (Vitest) and the end-to-end tests (Playwright) against the production
// build, side by side. The unit tests mostly wait on databases and timers on one worker, while the
// build and the browsers need the processor: the build runs beside the unit tests, and Playwright
// starts the moment the build is done, not when the unit tests are. The suite takes about the
// longer of the two, not their sum. Playwright's output streams; Vitest's comes as one block
// when it ends, so neither interleaves with the other.

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
const unit = run(process.execPath, ["node_modules/vitest/vitest.mjs", "run"], { quiet: true });
const stop = (child: ChildProcess) => child.exitCode === null && child.kill("SIGTERM");
process.on("SIGINT", () => (stop(build.child), stop(unit.child), process.exit(130)));

const unitReport = unit.done.then((code) => {
  const output = unit.output();
  process.stdout.write(`\n== Unit tests (Vitest) ==\n${output}\n== Unit tests: exit ${code} ==\n`);
  return code;
});

const built = await build.done;
if (built !== 0) {
  process.stdout.write(build.output());
  console.error("The production build failed (its output is above).");
  await unitReport;
  process.exit(built);
}
console.log("The production build is ready: the end-to-end tests start beside the unit tests.");
const e2e = await npx("@playwright/test/cli.js", ["test"]).done;
const unitCode = await unitReport;
if (unitCode !== 0)
  console.error(`The unit tests failed (exit ${unitCode}): their output is above.`);
process.exit(unitCode || e2e);
