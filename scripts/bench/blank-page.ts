import { spawn, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { waitUntilUp, type BenchServer } from "./server";

// The reference the page budget is read against: a blank Next.js page (one <h1>, the same Next.js
// and React as the site, production build) measured by the same Lighthouse, on the same machine,
// in the same run. On a slow or busy machine its score falls too, and the gap is what is ours.
const files: Record<string, string> = {
  "package.json": JSON.stringify({ name: "blank", private: true, type: "module" }),
  // node_modules is a link to ours, outside this folder: Turbopack must be allowed to follow it.
  "next.config.mjs": 'export default { turbopack: { root: "/" } };\n',
  "app/layout.tsx": `export const metadata = { title: "Blank", description: "A blank Next.js page" };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  "app/page.tsx": "export default function Page() { return <main><h1>Hello</h1></main>; }\n",
};

/** Builds and starts the blank page on `port`; stop() removes it again. */
export async function startBlankPage(port: number): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), "skyhaven-blank-"));
  mkdirSync(join(dir, "app"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  const next = join(dir, "node_modules/next/dist/bin/next");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  execFileSync(process.execPath, [next, "build"], { cwd: dir, env, stdio: "ignore" });
  // Its own process group: `next start` runs the server in a child of its own.
  const child = spawn(process.execPath, [next, "start", "-p", String(port), "-H", "localhost"], {
    cwd: dir,
    env,
    stdio: "ignore",
    detached: true,
  });
  const origin = `http://localhost:${port}`;
  await waitUntilUp(origin, child);
  return {
    origin,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((done) => {
        child.once("exit", () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        });
        process.kill(-(child.pid ?? 0), "SIGTERM");
      }),
  };
}
