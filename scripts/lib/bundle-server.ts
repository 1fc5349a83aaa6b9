import { build } from "esbuild";

/** The command-line entry points production runs, compiled once at build time (see `npm run build`). */
export const SERVER_ENTRIES = {
  serve: "scripts/serve.ts",
  worker: "scripts/worker.ts",
  migrate: "scripts/migrate.ts",
  admin: "scripts/admin.ts",
} as const;

export const SERVER_DIST = "dist";

/**
 * Compiles the production server, the outbox worker, migrations and the admin CLI to plain ES
 * modules in dist/: our TypeScript bundled (paths like `@/server/...` resolved from tsconfig),
 * every npm package left to node_modules as Next.js itself expects. A production instance then
 * starts with `node dist/serve.mjs`, no TypeScript compiler at run time.
 */
export async function bundleServer(): Promise<void> {
  await build({
    entryPoints: Object.entries(SERVER_ENTRIES).map(([out, entry]) => ({ in: entry, out })),
    outdir: SERVER_DIST,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    alias: { "server-only": "./scripts/lib/server-only-shim.ts" },
    sourcemap: "linked",
    logLevel: "warning",
  });
}
